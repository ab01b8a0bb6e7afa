import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      "clients/typescript/schema.d.ts",
      "clients/typescript/dist/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "data/**",
    ],
  },
];

export default config;
