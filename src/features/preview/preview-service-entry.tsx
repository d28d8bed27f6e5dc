import 'antd-mobile/es/global';
import '@/lib/feedback/feedback';
import { renderPreviewService } from './preview-service';

renderPreviewService(document.getElementById('preview-service')!);
