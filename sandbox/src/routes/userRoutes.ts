import { PARTNER_LOGOS, SVG_CONTENT_TYPE } from '../logos';
import { WAV_CONTENT_TYPE, audioClip, cardImage } from '../media';
import { peerName } from '../store/SandboxStore';
import { NO_CONTENT, fail, json, type SandboxResponse } from '../types';
import {
  invalid,
  optionalText,
  parseBoolean,
  parseInteger,
  parseRemindDays,
  parseRemindHour,
  requireText,
} from '../validation';
import { publicRoute, signedInRoute, userJson, type Route, type RouteContext, type SignedInContext } from './context';

const FEEDBACK_MAX_LENGTH = 2000;
/** Feedback messages a learner may send in a (UTC) day: with their length, what one learner may pile up. */
const FEEDBACK_PER_DAY = 20;
const DAY_MS = 86_400_000;

/** POST /app/user/tos/accept: the learner accepted the partner's terms; the overlay is not asked for again. */
function acceptTerms(context: SignedInContext): SandboxResponse {
  context.store.updateUser(context.user.id, { termsAccepted: true });
  return NO_CONTENT;
}

/**
 * PUT /app/user: saves the preferences sent (a field left out stays as it is) and answers the user.
 * partnerId and partnerLogo are only checked against the learner's partner. Where the partner does not
 * let learners change their remind days or time, those fields are kept as the partner set them.
 */
function saveUser(context: SignedInContext): SandboxResponse {
  const { form } = context.request;
  const { user, partner } = context;
  if (form.partnerId !== undefined && form.partnerId.trim() !== String(partner.id)) {
    invalid('partnerId is not the partner of this account.');
  }
  if (form.partnerLogo !== undefined && form.partnerLogo.trim() !== '' && form.partnerLogo.trim() !== partner.l) {
    invalid("partnerLogo is not this account's partner logo.");
  }
  // Parse every field before changing any, so that a bad field changes nothing.
  const firstName = form.firstName === undefined ? user.firstName : optionalText(form.firstName, 'firstName', 100);
  const lastName = form.lastName === undefined ? user.lastName : optionalText(form.lastName, 'lastName', 100);
  const remindDt = form.remindDt === undefined ? user.remindDt : parseRemindHour(form.remindDt);
  const remindDays = form.remindDays === undefined ? user.remindDays : parseRemindDays(form.remindDays);
  const notifyEmail = form.notifyEmail === undefined ? user.notifyEmail : parseBoolean(form.notifyEmail, 'notifyEmail');
  const notifyApp = form.notifyApp === undefined ? user.notifyApp : parseBoolean(form.notifyApp, 'notifyApp');
  const libraryTourShown =
    form.libraryTourShown === undefined ? user.libraryTourShown : parseBoolean(form.libraryTourShown, 'libraryTourShown');

  const saved = {
    ...user,
    firstName,
    lastName,
    remindDt: partner.allowUsersChangeRemindTime ? remindDt : user.remindDt,
    remindDays: partner.allowUsersChangeRemindDays ? remindDays : user.remindDays,
    notifyEmail,
    notifyApp,
    libraryTourShown,
  };
  const { id, ...changes } = saved;
  context.store.updateUser(id, changes);
  if (peerName(saved) !== peerName(user)) context.store.renamePeer(id, peerName(saved));
  return json(userJson(context, saved));
}

/** POST /app/feedback: text required (at most 2000 characters), rating 1 to 5 optional; at most 20 a day. */
function sendFeedback(context: SignedInContext): SandboxResponse {
  const { form } = context.request;
  const text = requireText(form.text, 'text', FEEDBACK_MAX_LENGTH);
  const rating = form.rating === undefined || form.rating.trim() === '' ? null : parseInteger(form.rating, 'rating', 1, 5);
  const today = Math.floor(context.now / DAY_MS) * DAY_MS;
  if (context.store.feedbackSince(context.user.id, today).count >= FEEDBACK_PER_DAY) {
    invalid(`You can send at most ${FEEDBACK_PER_DAY} feedback messages a day. Please send more tomorrow.`);
  }
  context.store.insertFeedback({ userId: context.user.id, text, rating, at: context.now });
  return NO_CONTENT;
}

/**
 * GET /app/media/{mediaId}: a partner's logo, a card's image or audio. Public, so that a media host
 * serves the same files without the session (docs/deployment.md: how media are fetched).
 */
function media(context: RouteContext): SandboxResponse {
  const mediaId = context.params[0] ?? '';
  const cache = { 'Cache-Control': 'public, max-age=86400' };
  const svg = Object.hasOwn(PARTNER_LOGOS, mediaId) ? PARTNER_LOGOS[mediaId] : cardImage(mediaId);
  if (svg !== undefined) return { status: 200, body: svg, contentType: SVG_CONTENT_TYPE, headers: cache };
  const wav = audioClip(mediaId);
  if (wav !== undefined) return { status: 200, body: wav, contentType: WAV_CONTENT_TYPE, headers: cache };
  fail(404, 'NotFound', `No media ${mediaId}.`);
}

export const userRoutes: readonly Route[] = [
  signedInRoute('POST', '/app/user/tos/accept', acceptTerms),
  signedInRoute('PUT', '/app/user', saveUser),
  signedInRoute('POST', '/app/feedback', sendFeedback),
  publicRoute('GET', '/app/media/:mediaId', media),
];
