/** One material a matter asks for, as the guide and the apply calls list it. */
export interface Material {
  name: string;
  /** 原件1份 / 复印件1份 (the short text lists show). */
  copies: string;
  required: boolean;
  /** 纸质 / 电子 / 纸质或电子 */
  form: string;
  copyCount: number;
  original: boolean;
  /** When a conditional material applies (材料 needed only then). */
  condition: string | null;
  /** A sample file (样表), an address previewFile opens. */
  sample: string | null;
  /** Certificate type id (CERTIFICATE_TYPES) an e-certificate can replace it with. */
  cert: string | null;
}

/** A self-service machine (自助终端) in a hall, as it is kept and answered. */
export interface SelfServiceMachine {
  id: string;
  hallId: string;
  name: string;
  kind: string;
  location: string;
  hours: string;
  abilities: string[];
  status: 'running' | 'maintenance';
  lat: number;
  lng: number;
}

/** A question of a self-test questionnaire: each option leads to the next question, or to the end (null). */
export interface SelfTestQuestion {
  id: string;
  text: string;
  options: { label: string; next: string | null }[];
}

/** A self-test questionnaire (`/selfTest/detail`): the outcome of each option stays on the server. */
export interface SelfTest {
  id: string;
  title: string;
  description: string;
  first: string;
  questions: SelfTestQuestion[];
}
