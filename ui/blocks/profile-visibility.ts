/**
 * The three profile visibility settings as employers experience them (spec §3 profile card config, §6):
 * Standard (recommended) lets employers see the profile, contact and view the resume; Limited, see and contact
 * but not the resume; Hidden, none of it (career history, skills, education and certifications reach employers
 * only with a job application; proactive searchers cannot access the profile).
 */
export interface ProfileCardConfig {
  type: 'standard' | 'limited' | 'hidden';
  canViewResume: boolean;
  isProfileHidden: boolean;
  isRecommended: boolean;
}

export const profileCards: readonly ProfileCardConfig[] = [
  { type: 'standard', canViewResume: true, isProfileHidden: false, isRecommended: true },
  { type: 'limited', canViewResume: false, isProfileHidden: false, isRecommended: false },
  { type: 'hidden', canViewResume: false, isProfileHidden: true, isRecommended: false },
];
