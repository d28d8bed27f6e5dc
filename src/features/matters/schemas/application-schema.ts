import { z } from 'zod/mini';
import { materialGiven } from '@/components/material-uploader/material-uploader';
import { definitionSchema, type FormDef } from '@/lib/forms/definition-schema';
import type { DictOption } from '@/lib/forms/dictionary';
import type { ApplicationDraft, ApplicationStep, MaterialSpec, MaterialValue } from '../online-types';

/** The applicant step, as a definition: checked by the project's id number and mobile rules. */
export const APPLICANT_DEF: FormDef = {
  id: 'applicant',
  title: '申请人信息',
  description: '',
  dicts: [],
  fields: [
    { name: 'name', label: '申请人姓名', type: 'text', required: true, maxLength: 30 },
    { name: 'idcard', label: '身份证号', type: 'idcard', required: true },
    { name: 'mobile', label: '联系电话', type: 'mobile', required: true, hint: '用于接收办理进度短信' },
  ],
};

const NO_MATERIAL: MaterialValue = { files: [], certId: null };

/** What stands for a material: what the user gave here, else what a passed pre-review carried in. */
export function givenMaterial(
  materials: ApplicationDraft['materials'],
  index: number,
  carried: Record<number, MaterialValue> | undefined,
): MaterialValue {
  return materials[index] ?? carried?.[index] ?? NO_MATERIAL;
}

/** The message when required materials are missing, naming them. */
export const missingMaterialsMessage = (names: string[]) => `请上传：${names.join('、')}`;

/**
 * The application's zod schema of one step (the wizard checks the step it is on, with the
 * definition's own schema for the applicant and the form, and the required materials).
 */
export function applicationStepSchema(
  step: ApplicationStep,
  {
    def,
    dicts,
    materials,
    carried,
    today,
  }: {
    def: FormDef;
    dicts: Record<string, DictOption[]>;
    materials: MaterialSpec[];
    carried?: Record<number, MaterialValue>;
    today: string;
  },
) {
  switch (step) {
    case 'applicant':
      return z.object({ applicant: definitionSchema(APPLICANT_DEF, {}, today) });
    case 'form':
      return z.object({ form: definitionSchema(def, dicts, today) });
    case 'materials':
      return z.object({
        materials: z.record(z.string(), z.object({ files: z.array(z.unknown()), certId: z.nullable(z.string()) })).check(
          z.superRefine((given, ctx) => {
            const missing = materials.filter(
              (m) => m.required && !materialGiven(givenMaterial(given as ApplicationDraft['materials'], m.index, carried)),
            );
            if (missing.length)
              ctx.addIssue({ code: 'custom', message: missingMaterialsMessage(missing.map((m) => m.name)), input: given });
          }),
        ),
      });
    default:
      return z.object({});
  }
}
