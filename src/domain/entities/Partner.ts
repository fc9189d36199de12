/** The organisation a learner belongs to; its flags decide which features the learner sees. */
export interface Partner {
  readonly id: number;
  /** Logo id, fetched from /app/media/{logoId}. */
  readonly logoId: string;
  /** The partner's url. */
  readonly url: string;
  /** The partner's name. */
  readonly name: string;
  readonly showTermOfUse: boolean;
  readonly showFeedbackAlways: boolean;
  readonly showMostKnowledgeableUsersPercentage: boolean;
  readonly showFullUserKnowledgeList: boolean;
  readonly showLeaderboard: boolean;
  readonly enableLibrary: boolean;
  readonly enableUserPerformance: boolean;
  readonly enableExternalAnalytics: boolean;
  readonly allowUsersChangeRemindDays: boolean;
  readonly allowUsersChangeRemindTime: boolean;
  readonly termOfUseUrl: string | null;
}

/** The terms overlay opens only when the partner asks for it and says where the terms are. */
export function requiresTermsOfUse(partner: Partner): boolean {
  return partner.showTermOfUse && typeof partner.termOfUseUrl === 'string' && partner.termOfUseUrl !== '';
}
