import { route } from "./route";

/** Method and path of every content editing endpoint. */
export const contentAdminApi = {
  getAdminContent: route("GET", "/api/admin/content", "AdminContentResponse"),
  putAdminContent: route("PUT", "/api/admin/content", "AdminContentEntry"),
  postAdminContentByIdPublish: route("POST", "/api/admin/content/:id/publish", "AdminContentEntry"),
  postAdminContentByIdUnpublish: route("POST", "/api/admin/content/:id/unpublish", "AdminContentEntry"),
  postAdminContentByIdPreview: route("POST", "/api/admin/content/:id/preview", "ContentPreviewResponse"),
} as const;
