import { useTranslation } from 'react-i18next';
import { ApiError, type ClientErrorCode } from './api';

/** The translated message of an error: the code's message, or a generic one. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => {
    const code: ClientErrorCode = error instanceof ApiError ? error.code : 'INTERNAL';
    return t(`errors.${code}`);
  };
}
