/** The chat topic of a conversation handed from the robot to staff (转人工). */
export const HANDOFF_TOPIC = '智能客服转人工';

/**
 * 转人工 (POST /microservice-robot/robot/handoff, GET …/handoff?id=): the robot's conversation
 * handed to a member of staff, as the citizen sees it (docs/robot.md, "Hand-off to staff").
 */
export interface Handoff {
  id: string;
  /** The staff member's chat id: the conversation to open. */
  peerId: string;
  staffName: string;
  staffTitle: string;
  departmentName: string;
  hallName: string;
  /** The matter the conversation was about, if any. */
  matterName: string | null;
  /** The last question asked of the robot. */
  question: string;
  /** `joined`: the staff member has answered in the chat. */
  status: 'waiting' | 'joined';
  /** Citizens handed to the same staff member before this one and still waiting. */
  ahead: number;
  topic: string;
  createdAt: number;
}
