// The shape of one language's texts: every namespace of English texts, by the type of its
// English module. A translation must have the same keys, and functions with the same
// parameters (checked by the compiler and by catalog.test.ts).
import type { updateMessages } from '../app/pwa/messages.ts';
import type { errorMessages } from '../app/layout/error-messages.ts';
import type { layoutMessages } from '../app/layout/messages.ts';
import type { aboutMessages } from '../features/about/messages.ts';
import type { cameraMessages } from '../features/capture/camera-messages.ts';
import type { cropMessages } from '../features/capture/crop/messages.ts';
import type { feedbackMessages } from '../features/capture/feedback/messages.ts';
import type { liveMessages } from '../features/capture/live/messages.ts';
import type { captureMessages } from '../features/capture/messages.ts';
import type { resultMessages } from '../features/capture/result/messages.ts';
import type { faqMessages } from '../features/faq/messages.ts';
import type { instructionsMessages } from '../features/instructions/messages.ts';
import type { privacyMessages } from '../features/privacy/messages.ts';
import type { signMessages } from '../features/sign/messages.ts';

export interface Catalog {
  layout: typeof layoutMessages;
  error: typeof errorMessages;
  update: typeof updateMessages;
  capture: typeof captureMessages;
  camera: typeof cameraMessages;
  feedback: typeof feedbackMessages;
  crop: typeof cropMessages;
  result: typeof resultMessages;
  live: typeof liveMessages;
  sign: typeof signMessages;
  instructions: typeof instructionsMessages;
  faq: typeof faqMessages;
  about: typeof aboutMessages;
  privacy: typeof privacyMessages;
}

export type Namespace = keyof Catalog;
