import { demoSessionAnswer } from '../../../contract/practice';
import { http } from './api-client';
import { callJson } from './call-json';
import { postAndStream, type StreamOptions } from './practice-api';

/** /api/v1/demo: the landing page's conversation with the virtual patient, no account needed. */
export const demoApi = {
  start: () => callJson(demoSessionAnswer, () => http.post('demo/session')),

  sendMessage: (demoSessionId: string, messageContent: string, options: StreamOptions) =>
    postAndStream(`demo/session/${encodeURIComponent(demoSessionId)}/chat`, messageContent, options),
};
