// The uploads area as other areas see it.

export { processImage } from './image-processing';
export { uploadRoutes } from './uploads.routes';
export { isOwnUpload, storeImage, uploadFolderOf } from './uploads.service';
