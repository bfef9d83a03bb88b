import { builder } from '../builder.ts';
import './scalars.ts';
import './knowledge-engine.ts';
import './data-source.ts';
import './tool-run.ts';
import './query.ts';
import './webhook.ts';

export const schema = builder.toSchema({ sortSchema: false });
