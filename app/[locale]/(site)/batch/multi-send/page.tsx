import {
  KeyBatchPage,
  type KeyBatchPageProps,
  keyBatchMetadata,
} from '@/components/tools/evm/key-batch/key-batch-page';
import { MultiSendView } from '@/components/tools/evm/multi-send/multi-send-view';

export const generateMetadata = ({ params }: KeyBatchPageProps) => keyBatchMetadata('batch/multi-send', params);

/** /[locale]/batch/multi-send: public; pasted keys sign in the browser only. */
export default function Page({ params }: KeyBatchPageProps) {
  return (
    <KeyBatchPage params={params}>
      <MultiSendView />
    </KeyBatchPage>
  );
}
