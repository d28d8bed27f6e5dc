import { Button } from 'antd-mobile';
import { paths } from '@/config/routes/index';
import { AppLink } from '@/lib/router/navigation';

/** Once a complaint or rating is sent: the way to it (`details` names the button) and to 我的投诉建议. */
export function ComplaintLinks({ id, details }: { id: string; details: string }) {
  return (
    <>
      <AppLink to={paths.complaintDetails({ id })}>
        <Button block color="primary">
          {details}
        </Button>
      </AppLink>
      <AppLink to={paths.myComplaint()}>
        <Button block>我的投诉建议</Button>
      </AppLink>
    </>
  );
}
