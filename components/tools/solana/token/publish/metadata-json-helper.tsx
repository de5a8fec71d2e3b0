'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TOKEN_URI_SCHEMES } from '@/chains/solana/token/validate';
import { TextField } from '../shared/text-field';
import { useIssueText } from '../shared/use-token-texts';
import { downloadMetadataJson, metadataFileName, metadataJson } from './metadata-json';

/** Same schemes as the token URI (an image wallets can fetch); no length limit inside the JSON. */
function isFetchableUrl(text: string): boolean {
  try {
    return (TOKEN_URI_SCHEMES as readonly string[]).includes(new URL(text).protocol) && !/\s/.test(text);
  } catch {
    return false;
  }
}

/**
 * Optional help for the metadata URI: compose the JSON (the image is a link inside it) and download it, to be
 * uploaded by the user to the host of their choice; its address then goes in the URI field. We upload nothing.
 */
export function MetadataJsonHelper({ name, symbol }: { name: string; symbol: string }) {
  const t = useTranslations('solanaTokenPublish.json');
  const issueText = useIssueText();
  const [description, setDescription] = useState('');
  const [image, setImage] = useState('');
  const [isImageInvalid, setImageInvalid] = useState(false);

  function download() {
    const trimmed = image.trim();
    const invalid = trimmed !== '' && !isFetchableUrl(trimmed);
    setImageInvalid(invalid);
    if (invalid) return;
    downloadMetadataJson(metadataFileName(symbol), metadataJson({ name, symbol, description, image }));
  }

  return (
    <details className="send-token__panel" data-testid="metadata-json-helper">
      <summary>{t('summary')}</summary>
      <p className="account-field__hint">{t('intro')}</p>
      <div className="account-field">
        <label htmlFor="metadata-json-description" className="account-field__label">
          {t('description')}
        </label>
        <textarea
          id="metadata-json-description"
          className="account-field__input"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          data-testid="metadata-json-description"
        />
      </div>
      <TextField
        label={t('image')}
        hint={t('imageHint')}
        value={image}
        onChange={(value) => {
          setImage(value);
          setImageInvalid(false);
        }}
        error={isImageInvalid ? issueText({ field: 'uri', code: 'invalidUri' }) : undefined}
        inputMode="url"
        testId="metadata-json-image"
        isMono
      />
      <div className="key-batch__actions">
        <button type="button" className="button button--small" onClick={download} data-testid="metadata-json-download">
          {t('download')}
        </button>
      </div>
    </details>
  );
}
