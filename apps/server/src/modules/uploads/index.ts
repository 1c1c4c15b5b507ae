// The uploads area as other areas see it.

export { uploadRoutes } from './uploads.routes';
export { isOwnUpload, uploadFolderOf } from './uploads.service';
