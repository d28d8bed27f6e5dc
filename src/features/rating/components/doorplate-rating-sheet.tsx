import { Popup } from 'antd-mobile';
import { POPUP_FORM } from './popup-form-key';
import { RatingForm } from './rating-form';
import styles from './rating.module.css';

/** The door-plate rating sheet: the rating form in a bottom popup. */
export default function DoorplateRatingSheet({ onClose, thanks, onSubmitted }: { onClose: () => void; thanks: boolean; onSubmitted: () => void }) {
  const close = onClose;
  return (
    <Popup visible onMaskClick={close} position="bottom" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div role="dialog" aria-label="数字门牌服务评价">
        <div className={styles.popupHead}>
          <span>请为数字门牌服务打分</span>
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
          <RatingForm formKey={POPUP_FORM} submitText="提交评价" onSubmitted={onSubmitted} />
        </div>
      </div>
    </Popup>
  );
}
