// Every namespace of English texts as one catalog: its type is the shape every translation has
// (catalog.ts); its values are what catalog.test.ts checks translations against and how the e2e
// tests name controls in English. The app imports only the type: each feature's English texts
// ship in that feature's chunk.
import { updateMessages } from '../pwa/messages.ts';
import { errorMessages } from '../layout/error-messages.ts';
import { layoutMessages } from '../layout/messages.ts';
import { actionsMessages } from '../../components/output/messages.ts';
import { aboutMessages } from '../../features/about/messages.ts';
import { cameraMessages } from '../../features/capture/camera-messages.ts';
import { cropMessages } from '../../components/crop/messages.ts';
import { feedbackMessages } from '../../features/capture/feedback/messages.ts';
import { liveMessages } from '../../features/capture/live/messages.ts';
import { captureMessages } from '../../features/capture/messages.ts';
import { resultMessages } from '../../features/capture/result/messages.ts';
import { correctMessages } from '../../components/correct/messages.ts';
import { faqMessages } from '../../features/faq/messages.ts';
import { instructionsMessages } from '../../features/instructions/messages.ts';
import { privacyMessages } from '../../features/privacy/messages.ts';
import { makerMessages } from '../../components/maker/messages.ts';
import { signMessages } from '../../features/sign/messages.ts';
import { certificateMessages } from '../../features/sign/certificate/messages.ts';
import { walletMessages } from '../../components/wallet/messages.ts';

export const englishCatalog = {
  layout: layoutMessages,
  error: errorMessages,
  update: updateMessages,
  capture: captureMessages,
  camera: cameraMessages,
  feedback: feedbackMessages,
  crop: cropMessages,
  result: resultMessages,
  correct: correctMessages,
  live: liveMessages,
  sign: signMessages,
  instructions: instructionsMessages,
  faq: faqMessages,
  about: aboutMessages,
  privacy: privacyMessages,
  wallet: walletMessages,
  maker: makerMessages,
  actions: actionsMessages,
  certificate: certificateMessages,
};
