import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useAreaParams } from '@/lib/router/navigation';
import { areaHallQuery } from '../api/get-area-hall';
import { POPUP_FORM } from './popup-form-key';
import { RatingForm } from '@/features/rating/complaints/components/rating-form';
import styles from '@/features/rating/components/rating.module.css';

/** The door-plate rating sheet: the rating form in a bottom popup. */
export default function DoorplateRatingSheet({
  onClose,
  thanks,
  onSubmitted,
}: {
  onClose: () => void;
  thanks: boolean;
  onSubmitted: () => void;
}) {
  const close = onClose;
  // The hall the door-plate screen shows: the rating is about it (docs/spec-rules.md section 4, outHallId).
  const { fixedArea } = useAreaParams();
  const hall = useQuery(areaHallQuery(fixedArea));
  return (
    <Popup visible onMaskClick={close} position="bottom" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div role="dialog" aria-label="数字门牌服务评价">
        <div className={styles.popupHead}>
          <span>
            请为数字门牌服务打分
            {hall.data ? <span className={styles.popupHall}>{hall.data.name}</span> : null}
          </span>
          <button type="button" className={styles.close} onClick={close} aria-label="关闭评价">
            ×
          </button>
        </div>
        <div className={styles.popupBody}>
          {thanks ? (
            <div className={styles.notice} role="status">
              感谢您的评价！
            </div>
          ) : null}
          <RatingForm formKey={POPUP_FORM} submitText="提交评价" outHallId={hall.data?.id} onSubmitted={onSubmitted} />
        </div>
      </div>
    </Popup>
  );
}
