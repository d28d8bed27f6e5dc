/** One stored file as `POST /oss/uploadFile` answers it. */
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}
