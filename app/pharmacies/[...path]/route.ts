// Any other path under /pharmacies: 404 in the API's error shape
import { unknownPathHandlers } from "@/lib/api/unknown-path";

export const { GET, POST, PUT, PATCH, DELETE } = unknownPathHandlers;
