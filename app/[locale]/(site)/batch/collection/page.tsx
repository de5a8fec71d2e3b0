import { CollectionView } from '@/components/tools/evm/collection/collection-view';
import {
  KeyBatchPage,
  type KeyBatchPageProps,
  keyBatchMetadata,
} from '@/components/tools/evm/key-batch/key-batch-page';

export const generateMetadata = ({ params }: KeyBatchPageProps) => keyBatchMetadata('batch/collection', params);

/** /[locale]/batch/collection: public; pasted keys sign in the browser only. */
export default function Page({ params }: KeyBatchPageProps) {
  return (
    <KeyBatchPage params={params}>
      <CollectionView />
    </KeyBatchPage>
  );
}
