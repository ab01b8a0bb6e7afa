// The API reference's introduction: the choices this service makes where the specification is silent.
export const API_GUIDE = `
Every request carries the account's key in the \`x-api-key\` header (any case) and, for POST, \`Content-Type: application/json\`.
Every response, success or error, carries a unique \`id\`, also sent as the \`x-request-id\` header.

**Errors.** \`{ id, statusCode, message, errorCode?, code? }\`. A missing, unknown or revoked key, or an endpoint or card type
the account is not enabled for, is 403 with the endpoint's "Lack of permissions ..." message; the key is checked before
any parameter. A parameter that fails validation is 400 "Incorrect or missing required parameters." with the
\`errorCode\` of the first offending field, in the order of the specification's tables (path, then query, then body).
A POST body that is not a JSON object (wrong content type, malformed JSON, an array) is read as an empty object, so the
answer names the first required field. Unknown paths under an API area answer 404 in the same shape.

**URLs.** Every path answers with and without a trailing slash (\`/search/v1/?query=\` and \`/search/v1?query=\`), with no redirect.

**Parameters.** \`limit\` is an integer 1-10 in decimal digits (\`0\`, \`11\`, \`2.5\`, \`abc\` are invalid); \`index\` a non-negative
integer; \`locale\` is \`en-US\` or \`es-US\`, letter case ignored.

**Membership.** Each call issues a new member id: the card configuration's prefix, random digits and a Luhn check digit.
\`accessCode\` selects a co-brand of the account, whose cards carry the co-brand's own group (and \`configId\`); a code
that names no co-brand of the account issues the account's own card (the membership endpoints answer only 200, 403
and 500 in the specification, so an unknown code is not an error).
`.trim();
