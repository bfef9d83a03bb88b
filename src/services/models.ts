import type { Account } from '../domain/types.ts';
import { AppError } from '../errors.ts';

import { DEFAULT_MODEL, SUPPORTED_MODELS } from '../domain/tool-runs.ts';

/** `gemini-1.5-pro`, also written `models/...` or `google/...`; omitted means the default. */
export function resolveModel(requested: string | null, account: Account): string {
  const model = requested === null ? DEFAULT_MODEL : requested.trim().replace(/^(?:models|google)\//, '');
  if (!(SUPPORTED_MODELS as readonly string[]).includes(model)) {
    throw new AppError('model_not_supported', `model ${JSON.stringify(requested)} is not supported; use ${SUPPORTED_MODELS.join(' or ')}, or omit it for the default`);
  }
  if (!account.enabledModels.includes(model)) {
    throw new AppError('model_not_enabled', `model ${model} is not enabled for this account`);
  }
  return model;
}
