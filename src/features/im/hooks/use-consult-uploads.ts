import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { uploadFiles } from '@/lib/http/upload';
import { acceptImages, MAX_IMAGES, type ConsultDraft } from '../consult-rules';

/**
 * The consult form's photos: checked (kind, size, how many), uploaded with their progress, and
 * added to the form; a refusal or a failed upload is said, the photos already there stay.
 */
export function useConsultUploads(form: UseFormReturn<ConsultDraft>) {
  const { getValues, setValue, formState } = form;
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Once a check was asked for, a changed field is checked again as it changes.
  const setImages = (images: ConsultDraft['images']) =>
    setValue('images', images.slice(0, MAX_IMAGES), { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const upload = async (files: File[]) => {
    if (!files.length) return;
    const { ok, error } = acceptImages(files, getValues('images').length);
    setUploadError(error);
    if (!ok.length) return;
    setUploading(0);
    try {
      const done = await uploadFiles(
        ok.map((i) => files[i]),
        { silent: true, onProgress: setUploading },
      );
      setImages([...getValues('images'), ...done.map((f) => ({ url: f.url, name: f.name }))]);
    } catch (e) {
      setUploadError(`上传失败：${e instanceof Error ? e.message : '请重试'}`);
    } finally {
      setUploading(null);
    }
  };
  return { uploading, uploadError, setUploadError, upload, setImages };
}
