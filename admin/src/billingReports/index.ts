import ReceiptIcon from '@mui/icons-material/Receipt';
import { BillingReportList } from './BillingReportList';

export default { list: BillingReportList, icon: ReceiptIcon };
