// The uploads area as other areas see it.

export { type CoverSpec, renderCover } from './cover-art';
export { coverRoutes } from './covers.routes';
export { processImage } from './image-processing';
export { limitUploads, removeUnreferencedUploads, storeMemberImage } from './upload-accounting';
export { uploadRoutes } from './uploads.routes';
export { isOwnUpload, storeImage, uploadFolderOf } from './uploads.service';
