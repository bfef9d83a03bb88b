/** Extraction models the API accepts (spec 2.4, DESIGN section 6). */
export const DEFAULT_MODEL = 'gemini-1.5-pro';
export const SUPPORTED_MODELS = [DEFAULT_MODEL] as const;
