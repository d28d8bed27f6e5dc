import { EMPTY_APPLICATION, type ApplicationDraft } from '@/features/agency/application-rules';

/**
 * Complete 帮办代办 applications, for the form's rules and its schema alike (each case changes
 * one field of these).
 */
export const selfApplication: ApplicationDraft = {
  ...EMPTY_APPLICATION,
  matterId: 'M12010100',
  matterName: '养老保险',
  applicantName: '张伟',
  contactMobile: '13800138000',
  preferredTime: '尽快',
};

/** For a relative: their name, relation, identity card (a valid checksum) and mobile. */
export const relativeApplication: ApplicationDraft = {
  ...selfApplication,
  forWhom: 'relative',
  principalName: '张秀英',
  relation: '父母',
  principalIdcard: '120101195003070023',
  principalMobile: '13911112222',
};
