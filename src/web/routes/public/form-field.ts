/** The fields of a form posted to a page, or null when the body is not a form (the page answers 400). */
export async function postedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A text field of a posted form ('' when it is missing or a file). */
export function formField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
