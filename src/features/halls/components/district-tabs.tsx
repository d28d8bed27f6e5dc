import { CapsuleTabs } from 'antd-mobile';

/** 全部 plus one tab per district; nothing when the area has no districts below it. */
export function DistrictTabs({ districts, active, onChange }: { districts: { value: string; text: string }[] | undefined; active: string; onChange: (district: string) => void }) {
  if (!districts || districts.length === 0) return null;
  return (
    <CapsuleTabs activeKey={active} onChange={onChange}>
      <CapsuleTabs.Tab key="all" title="全部" />
      {districts.map((d) => (
        <CapsuleTabs.Tab key={d.value} title={d.text} />
      ))}
    </CapsuleTabs>
  );
}
