import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { ErrorState, LoadingState } from '@/components/states';
import kit from '@/components/form-kit/form-kit.module.css';
import { FormField, describedBy } from '@/components/form-kit/form-field';
import type { ConsultDepartment, ConsultMatter } from '../api/consult';
import type { ConsultDraft } from '../consult-rules';

/** 咨询部门: the departments that take questions; another one drops the previous one's matter. */
export function DepartmentField({
  control,
  setValue,
  departments,
  error,
}: {
  control: Control<ConsultDraft>;
  setValue: UseFormSetValue<ConsultDraft>;
  departments: UseQueryResult<ConsultDepartment[]>;
  error: string | undefined;
}) {
  if (departments.isPending) return <LoadingState rows={2} />;
  if (departments.isError) return <ErrorState message="部门列表加载失败" onRetry={() => void departments.refetch()} />;
  return (
    <FormField label="咨询部门" id="cs-dept" error={error} required>
      <Controller
        control={control}
        name="departmentId"
        render={({ field }) => (
          <select
            id="cs-dept"
            ref={field.ref}
            className={kit.select}
            value={field.value}
            {...describedBy('cs-dept', error)}
            onBlur={field.onBlur}
            onChange={(e) => {
              const dept = departments.data.find((x) => x.id === e.target.value);
              field.onChange(e.target.value);
              // Another department: its name, and none of the previous one's matters.
              setValue('departmentName', dept?.name ?? '');
              setValue('matterId', '');
              setValue('matterName', '');
            }}
          >
            <option value="">请选择部门</option>
            {departments.data.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}（{x.hallName}）
              </option>
            ))}
          </select>
        )}
      />
    </FormField>
  );
}

/** 相关事项（选填）: the chosen department's matters. */
export function MatterField({
  control,
  setValue,
  matters,
}: {
  control: Control<ConsultDraft>;
  setValue: UseFormSetValue<ConsultDraft>;
  matters: UseQueryResult<ConsultMatter[]>;
}) {
  return (
    <FormField label="相关事项（选填）" id="cs-matter">
      {matters.isError ? (
        <ErrorState message="事项列表加载失败" onRetry={() => void matters.refetch()} />
      ) : (
        <Controller
          control={control}
          name="matterId"
          render={({ field }) => (
            <select
              id="cs-matter"
              ref={field.ref}
              className={kit.select}
              value={field.value}
              disabled={matters.isPending}
              onBlur={field.onBlur}
              onChange={(e) => {
                const m = matters.data?.find((x) => x.id === e.target.value);
                field.onChange(e.target.value);
                setValue('matterName', m?.name ?? '');
              }}
            >
              <option value="">{matters.isPending ? '正在加载事项…' : '不选择事项'}</option>
              {(matters.data ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        />
      )}
    </FormField>
  );
}
