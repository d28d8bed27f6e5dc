import { describe, expect, it } from 'vitest';
import {
  buildRatingPayload,
  charCount,
  contactProblem,
  emptyDraft,
  isDirty,
  isLowRating,
  ratingProblems,
  RATING_MESSAGES,
  remarksProblem,
} from '@/features/rating/rules';
import type { DraftImage, RatingDraft } from '@/features/rating/types';

const draft = (patch: Partial<RatingDraft> = {}): RatingDraft => ({ ...emptyDraft(), contact: '13800138000', stars: 4, ...patch });
const img = (n: number, status: DraftImage['status'] = 'done'): DraftImage => ({
  key: `k${n}`,
  name: `p${n}.png`,
  status,
  url: status === 'done' ? `/gw/oss/files/f${n}/p${n}.png` : undefined,
});

describe('rating form rules', () => {
  it('requires the stars and the contact', () => {
    expect(ratingProblems(draft({ stars: 0, contact: '' }))).toEqual({ stars: '请给出星级评价', contact: '请留下您的联系方式' });
    expect(ratingProblems(draft({ contact: '' }))).toEqual({ contact: '请留下您的联系方式' });
    expect(ratingProblems(draft({ contact: '   ' }))).toEqual({ contact: '请留下您的联系方式' });
    expect(ratingProblems(draft())).toEqual({});
  });

  it.each([
    ['13800138000', null],
    ['19912345678', null],
    ['zhang.san@example.com', null],
    ['12800138000', RATING_MESSAGES.contactFormat],
    ['1380013800', RATING_MESSAGES.contactFormat],
    ['zhang@example', RATING_MESSAGES.contactFormat],
    ['张三', RATING_MESSAGES.contactFormat],
  ])('contact %s is a mobile or an email', (contact, message) => {
    expect(contactProblem(contact)).toBe(message);
  });

  it('below 3 stars is a low rating', () => {
    expect([0, 1, 2, 3, 4, 5].map(isLowRating)).toEqual([false, true, true, false, false, false]);
  });

  it('allows 500 characters of description and refuses 501, counting characters as people do', () => {
    expect(remarksProblem('字'.repeat(500))).toBeNull();
    expect(remarksProblem('字'.repeat(501))).toBe('问题描述不能超过500字');
    expect(charCount('😀'.repeat(500))).toBe(500);
    expect(remarksProblem('😀'.repeat(500))).toBeNull();
    expect(ratingProblems(draft({ stars: 1, remarks: 'a'.repeat(501) }))).toEqual({ remarks: '问题描述不能超过500字' });
  });

  it('refuses more than 8 images, and images still uploading or failed', () => {
    const eight = Array.from({ length: 8 }, (_, i) => img(i));
    expect(ratingProblems(draft({ stars: 1, images: eight }))).toEqual({});
    expect(ratingProblems(draft({ stars: 1, images: [...eight, img(9)] }))).toEqual({ images: '最多上传8张图片' });
    expect(ratingProblems(draft({ stars: 2, images: [img(1), img(2, 'uploading')] })).images).toBe(RATING_MESSAGES.imagesUploading);
    expect(ratingProblems(draft({ stars: 2, images: [img(1, 'failed')] })).images).toBe(RATING_MESSAGES.imagesFailed);
    // Images only go with low ratings: a failed one is not in the way of a 4-star rating.
    expect(ratingProblems(draft({ stars: 4, images: [img(1, 'failed')] }))).toEqual({});
  });

  it('builds the spec payload of a low rating', () => {
    const payload = buildRatingPayload(
      draft({ stars: 1, causes: ['其他', '功能故障'], remarks: '  页面打不开  ', images: [img(1), img(2)] }),
      {
        outHallId: 'H1201010',
        openId: 'demo-openid-001',
        userName: '张三',
        now: new Date(2026, 10, 22, 9, 5, 7).getTime(),
      },
    );
    expect(payload).toEqual({
      evaluateTarget: 'doorplate',
      outHallId: 'H1201010',
      suggestComplaintsType: 6,
      openId: 'demo-openid-001',
      phone: '13800138000',
      remarks: '页面打不开',
      sumStars: 1,
      complaintCause: '功能故障,其他',
      createTime: '2026-11-22 09:05:07',
      userName: '张三',
      source: 3,
      image: '/gw/oss/files/f1/p1.png,/gw/oss/files/f2/p2.png',
    });
  });

  it('sends no chips and no images with 3 stars or more', () => {
    const payload = buildRatingPayload(draft({ stars: 3, causes: ['其他'], images: [img(1)] }), {
      outHallId: '',
      openId: '',
      userName: '',
      now: 0,
    });
    expect(payload.complaintCause).toBe('');
    expect(payload.image).toBe('');
    expect(payload.sumStars).toBe(3);
  });

  it('counts as unsaved only what the user did, not the prefilled contact', () => {
    expect(isDirty(emptyDraft('13800138000'), '13800138000')).toBe(false);
    expect(isDirty({ ...emptyDraft('13800138000'), remarks: '有问题' }, '13800138000')).toBe(true);
    expect(isDirty({ ...emptyDraft(), stars: 5 })).toBe(true);
    expect(isDirty({ ...emptyDraft(), contact: 'a@b.cn' })).toBe(true);
  });
});
