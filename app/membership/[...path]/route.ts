// Any other path under /membership: 404 in the API's error shape
import { unknownPathHandlers } from "@/lib/api/unknown-path";

export const { GET, POST, PUT, PATCH, DELETE } = unknownPathHandlers;
