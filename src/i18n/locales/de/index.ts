// German (de): every namespace of texts, loaded on demand when German is in use.
import type { Catalog } from '../../catalog.ts';
import { actions } from './actions.ts';
import { error, layout, update } from './app.ts';
import { camera, capture, crop, live } from './capture.ts';
import { feedback } from './feedback.ts';
import { about, faq, instructions, privacy } from './pages.ts';
import { result } from './result.ts';
import { correct } from './correct.ts';
import { maker } from './maker.ts';
import { sign } from './sign.ts';
import { wallet } from './wallet.ts';
import { certificate } from './certificate.ts';

export const catalog: Catalog = {
  layout,
  error,
  update,
  capture,
  camera,
  feedback,
  crop,
  result,
  correct,
  live,
  sign,
  instructions,
  faq,
  about,
  privacy,
  wallet,
  maker,
  actions,
  certificate,
};
