// Request and answer examples of every operation, as the server answered them: e2e/api/openapi-answers.spec.ts
// captures them into examples.json (CAPTURE_OPENAPI_EXAMPLES=1, see docs/contributing.md) while it validates the
// answers, so the document never shows a made-up answer. Ids and member numbers are those of a test database.
import type { Contract } from "../api/contract";
import captured from "./examples.json";

export type OperationExamples = {
  target?: string; // the request's path and query
  body?: object;
  responses: Record<string, object>;
};

const EXAMPLES = captured as Record<string, OperationExamples>;

export const exampleKey = (contract: Pick<Contract, "method" | "path">) => `${contract.method} ${contract.path}`;

export function operationExamples(contract: Contract): OperationExamples {
  return EXAMPLES[exampleKey(contract)] ?? { responses: {} };
}
