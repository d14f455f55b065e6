import { route } from "./route";

/** Method and path of every compliance endpoint: the server registers them, the web calls through them. */
export const complianceApi = {
  getAdminDocuments: route("GET", "/api/admin/documents", "AdminDocumentsResponse"),
  postAdminDocumentsByIdApprove: route("POST", "/api/admin/documents/:id/approve", "KycDocument"),
  postAdminDocumentsByIdReject: route("POST", "/api/admin/documents/:id/reject", "KycDocument"),
  getAdminComplianceReviews: route("GET", "/api/admin/compliance/reviews", "RiskReviewsResponse"),
  postAdminComplianceReviewsByUserIdClear: route(
    "POST",
    "/api/admin/compliance/reviews/:userId/clear",
    "RiskReview",
  ),
  postQuestionnaireGetQuestionnaire: route(
    "POST",
    "/api/questionnaire/getQuestionnaire",
    "QuestionnaireResponse",
  ),
  postQuestionnaireAddClientEvaluation: route(
    "POST",
    "/api/questionnaire/addClientEvaluation",
    "AddClientEvaluationResponse",
  ),
  postQuestionnaireSaveQuestionnaireAnswer: route(
    "POST",
    "/api/questionnaire/saveQuestionnaireAnswer",
    "SaveQuestionnaireAnswerResponse",
  ),
  postQuestionnaireToggleRole: route("POST", "/api/questionnaire/toggleRole"),
  getUserDocuments: route("GET", "/api/user/documents", "DocumentsResponse"),
  postUserDocuments: route("POST", "/api/user/documents"),
  getUserDocumentsByIdFile: route("GET", "/api/user/documents/:id/file"),
  postUserVerificationKycStatus: route("POST", "/api/user/verification/kycStatus"),
} as const;
