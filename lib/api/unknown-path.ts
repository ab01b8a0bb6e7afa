// Unknown paths under an API area answer 404 in the spec's error shape, whatever the method.
import { randomUUID } from "node:crypto";
import { json } from "./endpoint";

function unknownPath(): Response {
  const id = randomUUID();
  return json({ id, statusCode: 404, message: "Not found." }, 404, id);
}

export const unknownPathHandlers = {
  GET: unknownPath,
  POST: unknownPath,
  PUT: unknownPath,
  PATCH: unknownPath,
  DELETE: unknownPath,
};
