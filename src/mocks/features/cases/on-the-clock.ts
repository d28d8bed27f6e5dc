import { onTick } from '@/mocks/clock';
import { stepCrossRequests } from './cross';
import { reviewPreAudits } from './materials';
import { remoteCallTick } from './remote-call';
import { openRemoteCase } from './remote';
import { reviewCases } from './tracking';

/**
 * The staff of online processing on the emulator's clock, in this order: cases reviewed (a 一件事
 * parent following its sub-cases), pre-reviews looked at, 跨省通办 requests moved on, and the
 * 远程办 calls at their slots.
 */
onTick((now) => {
  reviewCases(now);
  reviewPreAudits(now);
  stepCrossRequests(now);
  remoteCallTick(now, { openCase: openRemoteCase });
});
