/** A multipart body of `fields`, and of a file when given (its field, bytes, type and name), as the admin sends one. */
export function formData(fields: Record<string, string>, file?: [string, Buffer, string, string]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    const [field, bytes, type, name] = file;
    body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  }
  return body;
}
