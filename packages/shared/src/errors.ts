/**
 * Stable error codes shared by server and web. The server answers `{ code, message }` with the
 * status below; the web shows its own translated message for the code.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  PROFILE_MISSING: 403,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  LAST_GESTOR: 409,
  SETUP_DONE: 409,
  SETUP_IN_PROGRESS: 409,
  TOKEN_INVALID: 400,
  PASSWORD_WEAK: 400,
  PASSWORD_WRONG: 400,
  COMMISSION_NAME_TAKEN: 409,
  COMMISSION_ARCHIVED: 409,
  CHAIR_NOT_PRESIDENT: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ORIGIN_MISMATCH: 403,
  DELEGATE_DUPLICATE: 409,
  REGISTRATION_CLOSED: 409,
  EVENT_NOT_READY: 409,
  CONSENT_OUTDATED: 409,
  VERIFICATION_CLOSED: 409,
  LOOKUP_DISABLED: 409,
  DELEGATION_NAME_TAKEN: 409,
  COMMISSION_FULL: 409,
  DELEGATION_HAS_DELEGATES: 409,
  DELEGATION_ORDER_INVALID: 400,
  DELEGATION_NOT_IN_COMMISSION: 409,
  DELEGATE_NOT_IN_COMMISSION: 404,
  PERSONAL_DATA_EDIT_FORBIDDEN: 403,
  RATE_LIMITED: 429,
  LOAD_CODE_INVALID: 404,
  LOAD_CODE_EXPIRED: 410,
  LOAD_CODE_REVOKED: 410,
  LOAD_FILE_INVALID: 400,
  LOAD_HAS_PROBLEMS: 422,
  PAYLOAD_TOO_LARGE: 413,
  LOAD_FILE_TOO_LARGE: 413,
  ASSIGNMENT_RUNNING: 409,
  WRITE_CONFLICT: 409,
  NOT_CHECKED_IN: 409,
  CHECK_IN_UNDO_FORBIDDEN: 403,
  TEXT_INVALID: 400,
  URL_INVALID: 400,
  BODY_TOO_LARGE: 413,
  // rules of procedure (procedure/)
  VOTE_NO_QUORUM: 409,
  VOTE_NOT_ELIGIBLE: 409,
  VOTE_ABSENT: 409,
  VOTE_ABSTENTION_NOT_ALLOWED: 409,
  VOTE_MOTION_YES_OR_NO: 409,
  VOTE_ALREADY_ANSWERED: 409,
  VOTE_NOT_CALLED: 409,
  VOTE_PASS_USED: 409,
  VOTE_FINISHED: 409,
  VOTE_START_INVALID: 409,
  VOTE_COUNTS_IMPOSSIBLE: 409,
  VOTE_ABSTENTIONS_IMPOSSIBLE: 409,
  VOTE_VETO_INVALID: 409,
  VOTE_SECRET_SECURITY_COUNCIL: 409,
  VOTE_CLOSED: 409,
  MOTION_PARAMETERS_INVALID: 400,
  TIMER_RUNNING: 409,
  TIMER_NOT_RUNNING: 409,
  TIMER_EXTENSION_INVALID: 400,
  YIELD_NOT_ALLOWED: 409,
  YIELD_TO_SELF: 409,
  YIELD_TARGET_ABSENT: 409,
  YIELD_NO_TIME: 409,
  // live sessions (features/live)
  STATE_CHANGED: 409,
  TOO_MANY_STREAMS: 429,
  SESSION_ALREADY_OPEN: 409,
  SCHEDULED_SESSION_NOT_FOUND: 404,
  SCHEDULED_SESSION_NOT_PENDING: 409,
  SCHEDULED_SESSION_IN_PAST: 400,
  SESSION_NOT_OPEN: 409,
  SESSION_NOT_IN_PROGRESS: 409,
  SESSION_NOT_SUSPENDED: 409,
  ROLL_CALL_ALREADY_OPEN: 409,
  ROLL_CALL_NOT_OPEN: 409,
  ROLL_CALL_CLOSED: 409,
  ROLL_CALL_NOT_FOUND: 404,
  ROLL_CALL_DELEGATE_WITHDRAWN: 409,
  DELEGATE_NOT_SEATED: 409,
  FLOOR_NEEDS_SESSION: 409,
  FLOOR_MODE_WRONG: 409,
  SPEAKERS_CLOSED: 409,
  SPEAKERS_OPEN: 409,
  SPEAKER_NOT_PRESENT: 409,
  SPEAKER_ALREADY_LISTED: 409,
  SPEAKER_NOT_LISTED: 409,
  SPEAKERS_EMPTY: 409,
  SPEECH_NONE: 409,
  CAUCUS_NONE: 409,
  CAUCUS_ACTIVE: 409,
  MOTION_NOT_FOUND: 409,
  MOTION_NOT_IN_ORDER: 409,
  VOTE_IN_PROGRESS: 409,
  VOTE_NONE: 409,
  VOTE_METHOD_WRONG: 409,
  UNDO_NOTHING: 409,
  SESSION_VOTE_OPEN: 409,
  UNDO_NOT_AVAILABLE: 409,
  // self check-in (/meets) and projection (/in, banners)
  MEETS_DISABLED: 409,
  ROLL_CALL_SELF_DISABLED: 409,
  MEETS_NOT_OPEN: 409,
  MEETS_CODE_INVALID: 400,
  MEETS_CODE_STALE: 410,
  MEETS_ROLL_CALL_CLOSED: 409,
  MEETS_NOT_IN_ROOM: 404,
  MEETS_ALREADY_PRESENT: 409,
  PROJECTION_CODE_INVALID: 403,
  PROJECTION_CODE_UNKNOWN: 404,
  // the delegate's room pass (/sala, decision 035)
  ROOM_PASS_UNKNOWN: 404,
  ROOM_PASS_BADGE_CODE: 400,
  ROOM_PASS_UNASSIGNED: 409,
  ROOM_DEVICE_MISSING: 403,
  ROOM_DEVICE_ENDED: 403,
  ROOM_DEVICE_MOVED: 403,
  ROOM_REQUEST_NO_SESSION: 409,
  ROOM_REQUEST_TOO_MANY: 409,
  ROOM_REQUEST_DECIDED: 409,
  // working papers (features/papers, decision 038)
  WORKING_PAPER_CONFLICT: 409,
  WORKING_PAPER_NOT_SPONSOR: 403,
  WORKING_PAPER_SPONSOR_INVALID: 400,
  WORKING_PAPER_VERSION_UNKNOWN: 409,
  WORKING_PAPER_CLOSED: 409,
  WORKING_PAPER_SPONSOR_SIGNS: 409,
  WORKING_PAPER_THRESHOLD: 409,
  WORKING_PAPER_NO_ROLL_CALL: 409,
  AMENDMENT_NOT_DRAFT: 409,
  AMENDMENT_CLAUSE_UNKNOWN: 400,
  AMENDMENT_NOT_SPONSOR: 403,
  AMENDMENT_ANSWERED: 409,
  AMENDMENT_NOT_QUEUED: 409,
  AMENDMENT_NOT_FIRST: 409,
  RESOLUTION_NOT_DRAFT: 409,
  RESOLUTION_AMENDMENTS_PENDING: 409,
  DIVISION_OPEN: 409,
  DIVISION_STEP: 409,
  // awards (features/awards)
  AWARD_LIMIT_REACHED: 409,
  AWARD_INELIGIBLE: 409,
  AWARD_DUPLICATE: 409,
  AWARDS_LOCKED: 409,
  AWARDS_NOT_LOCKED: 409,
  AWARDS_ALREADY_PUBLISHED: 409,
  AWARD_CATEGORY_IN_USE: 409,
  AWARD_CATEGORY_NAME_TAKEN: 409,
  AWARD_CATEGORY_ORDER_INVALID: 400,
  CERTIFICATE_IMAGE_INVALID: 400,
  CERTIFICATE_REVOKED: 409,
  CERTIFICATE_DELEGATE_WITHDRAWN: 409,
  CERTIFICATES_CHANGED: 409,
  ARTICLE_ALREADY_PUBLISHED: 409,
  ARTICLE_NOT_PUBLISHED: 409,
  ARTICLE_UNKNOWN_COMMISSION: 400,
  NEWS_DISABLED: 404,
  // mail messages (features/mail)
  MAIL_OUTSIDE_COMMISSION: 403,
  MAIL_PERSONAL_LINK_FORBIDDEN: 403,
  MAIL_NO_RECIPIENTS: 409,
  MAIL_RECIPIENTS_CHANGED: 409,
  MAIL_ATTACHMENT_OUTSIDE_SCOPE: 403,
  MAIL_ATTACHMENT_UNKNOWN: 400,
  MAIL_ATTACHMENTS_TOO_LARGE: 413,
  // a commission's documents (features/documents)
  DOCUMENT_STATUS_INVALID: 409,
  DOCUMENT_COMMENT_REQUIRED: 400,
  DOCUMENT_DELEGATION_INVALID: 400,
  // uploaded files (lib/storage)
  FILE_MISSING: 400,
  FILE_EMPTY: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_NAME_INVALID: 400,
  UPLOAD_INTERRUPTED: 400,
  IMAGE_INVALID: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  RANGE_NOT_SATISFIABLE: 416,
  // the file manager (features/files)
  FOLDER_NAME_TAKEN: 409,
  FOLDER_INTO_ITSELF: 409,
  FOLDER_ZIP_TOO_LARGE: 413,
  // the acta's downloads (features/live)
  ACTA_PDF_TOO_LARGE: 413,
  ACTA_BUSY: 429,
  // a resolution's downloads (features/papers)
  RESOLUTION_BUSY: 429,
  RESOLUTION_NOT_ADOPTED: 409,
  // advisors' links (features/advisors)
  ADVISOR_INSTITUTION_UNKNOWN: 400,
  STORAGE_FAILED: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Shape of every error answer of the API. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Field-level problems for VALIDATION: path → Spanish message. */
  fields?: Record<string, string>;
  /** RATE_LIMITED of a public look-up: which limit was reached (the web words it in the interface language). */
  limit?: PublicLookupLimit;
  /** RATE_LIMITED with a known wait: whole seconds, as in the `Retry-After` header. */
  retryAfterSeconds?: number;
}

/** Spanish messages, used by the server's answers and as the web's Spanish catalogue. */
export const ERROR_MESSAGES_ES: Record<ErrorCode, string> = {
  VALIDATION: 'Revisa los datos del formulario.',
  UNAUTHENTICATED: 'Debes iniciar sesión.',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos.',
  PROFILE_MISSING: 'El documento de usuario no existe',
  ACCOUNT_DISABLED: 'Esta cuenta está desactivada. Contacta con la secretaría.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  NOT_FOUND: 'No encontrado.',
  CONFLICT: 'La operación choca con el estado actual.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo.',
  LAST_GESTOR: 'No se puede desactivar ni cambiar el rol del último Gestor activo.',
  SETUP_DONE: 'La instalación ya tiene un Gestor. Inicia sesión.',
  SETUP_IN_PROGRESS: 'Se está creando el primer Gestor en este momento. Espera unos segundos y vuelve a cargar la página.',
  TOKEN_INVALID: 'El enlace no es válido o ha caducado.',
  PASSWORD_WEAK: 'La contraseña es demasiado débil.',
  PASSWORD_WRONG: 'La contraseña actual no es correcta.',
  COMMISSION_NAME_TAKEN: 'Ya existe una comisión con ese nombre.',
  COMMISSION_ARCHIVED: 'La comisión está archivada.',
  CHAIR_NOT_PRESIDENT: 'Solo usuarios con rol Presidente pueden presidir una comisión.',
  UNSUPPORTED_MEDIA_TYPE: 'La petición debe enviarse como JSON.',
  ORIGIN_MISMATCH: 'Petición de otro origen rechazada.',
  DELEGATE_DUPLICATE: 'Ya existe una preinscripción con este documento',
  REGISTRATION_CLOSED: 'La preinscripción está cerrada.',
  EVENT_NOT_READY: 'Este formulario todavía no está abierto: la secretaría está preparando el evento.',
  CONSENT_OUTDATED: 'Los textos han cambiado, vuelve a leerlos y acéptalos de nuevo.',
  VERIFICATION_CLOSED: 'El plazo para corregir los datos ha terminado.',
  LOOKUP_DISABLED: 'La consulta está desactivada.',
  DELEGATION_NAME_TAKEN: 'Ya existe una delegación con ese nombre en esta comisión.',
  COMMISSION_FULL: 'La comisión ya tiene tantas delegaciones como su capacidad máxima.',
  DELEGATION_HAS_DELEGATES: 'No se puede eliminar una delegación con delegados asignados: reasígnalos primero.',
  DELEGATION_ORDER_INVALID: 'El nuevo orden debe incluir exactamente las delegaciones de la comisión, cada una una vez.',
  DELEGATION_NOT_IN_COMMISSION: 'La delegación no pertenece a esta comisión.',
  DELEGATE_NOT_IN_COMMISSION: 'El delegado no pertenece a esta comisión.',
  PERSONAL_DATA_EDIT_FORBIDDEN:
    'Tu rol no puede corregir los datos personales de los delegados: la Secretaría no lo ha habilitado en Permisos. Pídele que haga la corrección.',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento y vuelve a probar.',
  LOAD_CODE_INVALID: 'El código de carga no existe. Revisa el enlace que te envió la secretaría.',
  LOAD_CODE_EXPIRED: 'El código de carga ha caducado. Pide uno nuevo a la secretaría.',
  LOAD_CODE_REVOKED: 'El código de carga fue anulado. Pide uno nuevo a la secretaría.',
  LOAD_FILE_INVALID: 'No se pudo leer el archivo. Usa la plantilla en formato XLSX o CSV.',
  LOAD_HAS_PROBLEMS: 'Hay filas con problemas: corrígelas antes de guardar. No se guardó nada.',
  PAYLOAD_TOO_LARGE: 'El archivo es demasiado grande (máximo 10 MB).',
  LOAD_FILE_TOO_LARGE: 'El contenido del archivo es demasiado grande para importarlo. Divídelo en varios archivos o usa la plantilla.',
  ASSIGNMENT_RUNNING: 'Ya hay una asignación automática en curso',
  WRITE_CONFLICT: 'Otra petición acaba de guardar estos mismos datos. Recarga la página para ver el resultado.',
  NOT_CHECKED_IN: 'Este delegado no está acreditado: no hay nada que deshacer.',
  CHECK_IN_UNDO_FORBIDDEN: 'Solo quien acreditó puede deshacerlo, y solo durante 2 minutos. Después, pídeselo a un Gestor.',
  TEXT_INVALID: 'El texto enviado contiene caracteres no válidos (por ejemplo, caracteres de control).',
  URL_INVALID: 'La dirección no es válida: revisa el enlace.',
  BODY_TOO_LARGE: 'Los datos enviados son demasiado grandes.',
  VOTE_NO_QUORUM: 'No hay quórum para votar: debe estar presente la mayoría de los miembros.',
  VOTE_NOT_ELIGIBLE: 'Esta delegación no vota en esta votación: observadores y ONG no votan sobre el fondo, y las ONG nunca votan.',
  VOTE_ABSENT: 'Una delegación ausente no puede votar.',
  VOTE_ABSTENTION_NOT_ALLOWED: 'Una delegación «presente y votando» no puede abstenerse en una votación sustancial.',
  VOTE_MOTION_YES_OR_NO: 'Las mociones se votan solo a favor o en contra.',
  VOTE_ALREADY_ANSWERED: 'Esta delegación ya respondió en esta votación.',
  VOTE_NOT_CALLED: 'No es el turno de esta delegación en la votación nominal.',
  VOTE_PASS_USED: 'La delegación ya pasó una vez: ahora debe votar a favor o en contra.',
  VOTE_FINISHED: 'Todas las delegaciones ya respondieron: la votación ha terminado.',
  VOTE_START_INVALID: 'La delegación por la que empieza la votación nominal no está entre las que votan.',
  VOTE_COUNTS_IMPOSSIBLE: 'Hay más votos que delegaciones presentes con derecho a voto.',
  VOTE_ABSTENTIONS_IMPOSSIBLE: 'Hay más abstenciones que delegaciones que pueden abstenerse.',
  VOTE_VETO_INVALID: 'Solo un miembro permanente presente cuyo voto en contra esté contado puede vetar.',
  VOTE_SECRET_SECURITY_COUNCIL:
    'El Consejo de Seguridad no vota en secreto: un veto debe tener nombre. Elige la votación con teléfonos nominal registrada.',
  VOTE_CLOSED: 'Esta votación ya está cerrada o anulada: el voto no se ha contado.',
  MOTION_PARAMETERS_INVALID: 'Los datos de la moción no son válidos.',
  TIMER_RUNNING: 'El cronómetro ya está en marcha.',
  TIMER_NOT_RUNNING: 'El cronómetro está detenido.',
  TIMER_EXTENSION_INVALID: 'La extensión debe ser un número entero de segundos mayor que cero.',
  YIELD_NOT_ALLOWED: 'Una delegación que recibió tiempo cedido no puede volver a cederlo.',
  YIELD_TO_SELF: 'Una delegación no puede cederse el tiempo a sí misma.',
  YIELD_TARGET_ABSENT: 'Solo se puede ceder el tiempo a una delegación presente.',
  YIELD_NO_TIME: 'No queda tiempo que ceder.',
  TOO_MANY_STREAMS: 'Tienes demasiadas pantallas en vivo abiertas. Cierra alguna pestaña y vuelve a intentarlo.',
  STATE_CHANGED:
    'La sesión cambió mientras tanto (otra mesa actuó antes). Revisa el estado actual y repite la acción si sigue haciendo falta.',
  SCHEDULED_SESSION_NOT_FOUND: 'Esa sesión programada no existe en esta comisión.',
  SCHEDULED_SESSION_NOT_PENDING: 'Esa sesión ya se abrió: solo se puede cambiar o cancelar una sesión programada.',
  SCHEDULED_SESSION_IN_PAST: 'La fecha y hora de inicio ya pasaron: elige una futura.',
  SESSION_ALREADY_OPEN: 'Ya hay una sesión abierta en esta comisión: ciérrala antes de abrir otra.',
  SESSION_NOT_OPEN: 'No hay ninguna sesión abierta en esta comisión.',
  SESSION_NOT_IN_PROGRESS: 'La sesión no está en curso: solo se puede suspender una sesión en curso.',
  SESSION_NOT_SUSPENDED: 'La sesión no está suspendida: solo se puede reanudar una sesión suspendida.',
  ROLL_CALL_ALREADY_OPEN: 'Ya hay un llamado a lista abierto en esta comisión: ciérralo antes de abrir otro.',
  ROLL_CALL_NOT_OPEN: 'No hay ningún llamado a lista abierto en esta comisión.',
  ROLL_CALL_CLOSED: 'Este llamado a lista ya está cerrado: no se puede marcar asistencia en él.',
  ROLL_CALL_NOT_FOUND: 'Ese llamado a lista no existe.',
  ROLL_CALL_DELEGATE_WITHDRAWN: 'El delegado está retirado: su asistencia ya no se corrige.',
  DELEGATE_NOT_SEATED: 'El delegado no tiene delegación asignada en esta comisión: asígnale una antes de pasar lista.',
  FLOOR_NEEDS_SESSION: 'La sesión no está en curso: ábrela o reanúdala antes de dar la palabra, votar o tratar mociones.',
  FLOOR_MODE_WRONG: 'Eso no se puede hacer en el modo actual de la sesión (caucus no moderado o votación).',
  SPEAKERS_CLOSED: 'La lista de oradores está cerrada.',
  SPEAKERS_OPEN: 'La lista de oradores ya está abierta.',
  SPEAKER_NOT_PRESENT: 'Solo una delegación presente puede pedir la palabra o presentar una moción.',
  SPEAKER_ALREADY_LISTED: 'Esta delegación ya está en la lista de oradores.',
  SPEAKER_NOT_LISTED: 'Esta delegación ya no está en la lista de oradores.',
  SPEAKERS_EMPTY: 'No hay oradores en la lista.',
  SPEECH_NONE: 'Nadie tiene la palabra ahora.',
  CAUCUS_NONE: 'No hay ningún caucus en curso.',
  CAUCUS_ACTIVE: 'Hay un caucus en curso: termínalo antes de cambiar de modo.',
  MOTION_NOT_FOUND: 'Esa moción ya no está pendiente.',
  MOTION_NOT_IN_ORDER:
    'Esa moción no procede ahora (la extensión, solo durante un caucus; el cierre de la lista, con la lista abierta en el debate).',
  VOTE_IN_PROGRESS: 'Hay una votación en curso: termínala o anúlala primero.',
  VOTE_NONE: 'No hay ninguna votación en curso.',
  VOTE_METHOD_WRONG: 'Esta votación se hace por otro método (por plaquetas o nominal).',
  UNDO_NOTHING: 'No hay ninguna acción que deshacer.',
  SESSION_VOTE_OPEN: 'Hay una votación abierta: ciérrala o anúlala antes de cerrar la sesión.',
  UNDO_NOT_AVAILABLE:
    'La última acción no se puede deshacer desde aquí (abrir o suspender la sesión, o abrir y cerrar llamados a lista): corrígela con la acción contraria.',
  MEETS_DISABLED: 'El autorregistro está desactivado. Pide a la mesa de tu comisión que pase lista.',
  ROLL_CALL_SELF_DISABLED: 'El autorregistro está desactivado en Accesos: pasa lista desde la mesa o pide al Gestor que lo active.',
  MEETS_NOT_OPEN: 'No hay un llamado a lista de autorregistro abierto en esta comisión.',
  MEETS_CODE_INVALID: 'El código no es correcto. Escribe el código que se ve ahora en la pantalla de tu sala.',
  MEETS_CODE_STALE: 'Ese código ya cambió: escribe el que se ve ahora en la pantalla (cambia cada 30 segundos).',
  MEETS_ROLL_CALL_CLOSED: 'El llamado a lista de ese código ya se cerró. Habla con la mesa de tu comisión.',
  MEETS_NOT_IN_ROOM:
    'Ese documento o código personal no está en la lista de esta sala. Revísalo, y el código de la pantalla, o habla con la mesa de tu comisión.',
  MEETS_ALREADY_PRESENT: 'Ya estás marcado como presente en este llamado a lista.',
  PROJECTION_CODE_INVALID:
    'El código de proyección no es válido o fue cambiado. Vuelve a abrir la pantalla en /in con el código actual de la comisión.',
  PROJECTION_CODE_UNKNOWN: 'No hay ninguna comisión con ese código de proyección. Revísalo con la mesa o la secretaría.',
  ROOM_PASS_UNKNOWN: 'Ese código no es el de ningún enlace personal. Abre el enlace personal que te llegó por correo.',
  ROOM_PASS_BADGE_CODE: 'Ese es el código de tu escarapela: no abre la sala. Abre el enlace personal que te llegó por correo.',
  ROOM_PASS_UNASSIGNED: 'Todavía no tienes comisión y delegación asignadas. Habla con la secretaría del evento.',
  ROOM_DEVICE_MISSING: 'Este teléfono no tiene la sala abierta. Entra con tu enlace personal.',
  ROOM_DEVICE_ENDED: 'La sesión de la sala en este teléfono se cerró. Vuelve a entrar con tu enlace personal.',
  ROOM_DEVICE_MOVED: 'Tu comisión o tu delegación cambió. Vuelve a cargar la página para seguir tu sala.',
  ROOM_REQUEST_NO_SESSION: 'No hay una sesión en curso: la mesa no recibe solicitudes ahora.',
  ROOM_REQUEST_TOO_MANY: 'Tu delegación ya tiene 5 solicitudes en espera. Retira una o espera a que la mesa las atienda.',
  ROOM_REQUEST_DECIDED: 'La mesa ya resolvió esta solicitud, o su delegación la retiró.',
  WORKING_PAPER_CONFLICT: 'Otra persona guardó antes un cambio en el mismo texto. Elige qué texto queda y vuelve a guardar.',
  WORKING_PAPER_NOT_SPONSOR: 'Solo las delegaciones patrocinadoras y la mesa pueden cambiar este documento de trabajo.',
  WORKING_PAPER_SPONSOR_INVALID: 'Esa delegación no es de esta comisión.',
  WORKING_PAPER_VERSION_UNKNOWN: 'Esa versión del documento de trabajo no existe. Vuelve a cargarlo.',
  WORKING_PAPER_CLOSED: 'Ya no es un documento de trabajo: su texto solo cambia por enmiendas y votaciones.',
  WORKING_PAPER_SPONSOR_SIGNS: 'Tu delegación lo patrocina: ya cuenta, no necesita firmarlo.',
  WORKING_PAPER_THRESHOLD: 'Aún no reúne las delegaciones patrocinadoras y firmantes que exige la comisión.',
  WORKING_PAPER_NO_ROLL_CALL: 'La comisión aún no ha pasado lista: sin presentes no hay umbral de firmas.',
  AMENDMENT_NOT_DRAFT: 'Solo se enmienda un proyecto de resolución.',
  AMENDMENT_CLAUSE_UNKNOWN: 'Esa cláusula ya no está en el texto. Vuelve a cargarlo.',
  AMENDMENT_NOT_SPONSOR: 'Solo las delegaciones patrocinadoras responden a una enmienda.',
  AMENDMENT_ANSWERED: 'Esta enmienda ya no espera la respuesta de tu delegación.',
  AMENDMENT_NOT_QUEUED: 'Esta enmienda no espera votación.',
  AMENDMENT_NOT_FIRST: 'Primero se vota la primera enmienda de la lista de votación.',
  RESOLUTION_NOT_DRAFT: 'Solo se divide o se vota un proyecto de resolución que aún no se ha votado.',
  RESOLUTION_AMENDMENTS_PENDING: 'Quedan enmiendas por decidir: se votan antes de dividir la cuestión y antes del proyecto.',
  DIVISION_OPEN: 'Hay una división de la cuestión en curso: registra antes sus votaciones.',
  DIVISION_STEP: 'Esa votación ya se registró o no es la siguiente. Vuelve a cargar el proyecto.',
  AWARD_LIMIT_REACHED: 'Esta categoría ya tiene todos los premios que permite por comisión.',
  AWARD_INELIGIBLE: 'No cumple los requisitos de esta categoría.',
  AWARD_DUPLICATE: 'Ya tiene este premio.',
  AWARDS_LOCKED: 'Los premios de esta comisión están bloqueados: pide a la secretaría que los desbloquee para cambiarlos.',
  AWARDS_NOT_LOCKED: 'Los premios de esta comisión no están bloqueados.',
  AWARDS_ALREADY_PUBLISHED: 'Los premios de esta comisión ya están publicados.',
  AWARD_CATEGORY_IN_USE: 'La categoría tiene premios asignados: quítalos antes de eliminarla o de cambiar a quién se otorga.',
  AWARD_CATEGORY_NAME_TAKEN: 'Ya existe una categoría de premio con ese nombre.',
  AWARD_CATEGORY_ORDER_INVALID: 'El nuevo orden debe incluir exactamente las categorías, cada una una vez.',
  CERTIFICATE_IMAGE_INVALID: 'La imagen debe ser PNG o JPEG, de 2 MB como máximo y 4000 × 4000 píxeles como máximo.',
  CERTIFICATE_REVOKED: 'Este certificado está revocado.',
  CERTIFICATE_DELEGATE_WITHDRAWN: 'El delegado está retirado: no recibe certificados.',
  CERTIFICATES_CHANGED: 'Los certificados de la comisión cambiaron mientras confirmabas el envío: revisa el número y vuelve a enviarlos.',
  ARTICLE_ALREADY_PUBLISHED: 'El artículo ya está publicado.',
  ARTICLE_NOT_PUBLISHED: 'El artículo no está publicado.',
  ARTICLE_UNKNOWN_COMMISSION: 'Alguna de las comisiones etiquetadas no existe.',
  NEWS_DISABLED: 'Las noticias no están publicadas en este evento.',
  MAIL_OUTSIDE_COMMISSION: 'Solo puedes escribir a delegados de tu comisión.',
  MAIL_PERSONAL_LINK_FORBIDDEN:
    'Tu rol no puede enviar el enlace personal de los delegados (el marcador enlace_personal): abre sus datos personales. Quítalo del mensaje o pide a la Secretaría que lo envíe.',
  MAIL_NO_RECIPIENTS: 'Ningún delegado coincide con los destinatarios elegidos.',
  MAIL_RECIPIENTS_CHANGED: 'Los destinatarios cambiaron desde la vista previa: revisa el número y confirma de nuevo.',
  MAIL_ATTACHMENT_OUTSIDE_SCOPE: 'Solo puedes adjuntar archivos de la carpeta de tu comisión.',
  MAIL_ATTACHMENT_UNKNOWN: 'Algún archivo adjunto no existe o está en la papelera.',
  MAIL_ATTACHMENTS_TOO_LARGE: 'Los archivos adjuntos ocupan más de 10 MB en total.',
  DOCUMENT_STATUS_INVALID: 'El documento no puede pasar a ese estado.',
  DOCUMENT_COMMENT_REQUIRED: 'Escribe un comentario que explique por qué se rechaza el documento.',
  DOCUMENT_DELEGATION_INVALID: 'Alguna de las delegaciones elegidas no pertenece a esta comisión.',
  FILE_MISSING: 'No se recibió ningún archivo. Elige uno y vuelve a enviarlo.',
  FILE_EMPTY: 'El archivo está vacío.',
  FILE_TOO_LARGE: 'El archivo es demasiado grande.',
  FILE_TYPE_NOT_ALLOWED: 'Este tipo de archivo no está permitido aquí (se mira su contenido, no su extensión).',
  FILE_NAME_INVALID: 'El nombre del archivo no es válido.',
  UPLOAD_INTERRUPTED: 'La subida se interrumpió antes de terminar. No se guardó nada: vuelve a enviar el archivo.',
  IMAGE_INVALID: 'No se pudo leer la imagen. Usa un archivo PNG, JPEG o WebP.',
  IMAGE_TOO_MANY_PIXELS: 'La imagen tiene demasiados píxeles. Redúcela y vuelve a subirla.',
  RANGE_NOT_SATISFIABLE: 'La parte pedida no está dentro del archivo.',
  FOLDER_NAME_TAKEN: 'Ya existe una carpeta con ese nombre en esta carpeta.',
  FOLDER_INTO_ITSELF: 'Una carpeta no puede moverse dentro de sí misma ni de una de sus subcarpetas.',
  FOLDER_ZIP_TOO_LARGE: 'La carpeta es demasiado grande para descargarla como ZIP. Descarga sus subcarpetas por separado.',
  ACTA_PDF_TOO_LARGE: 'El acta tiene más de 10.000 registros: es demasiado larga para un PDF. Descárgala en Excel.',
  ACTA_BUSY: 'Se están preparando otras actas. Inténtalo en unos segundos.',
  RESOLUTION_BUSY: 'Se están preparando otras descargas de resoluciones. Inténtalo en unos segundos.',
  RESOLUTION_NOT_ADOPTED: 'Solo se publica una resolución aprobada en su votación.',
  ADVISOR_INSTITUTION_UNKNOWN: 'Ninguna delegada ni ningún delegado es de esa institución.',
  STORAGE_FAILED: 'No se pudo guardar el archivo (el almacenamiento no respondió o está lleno). No se guardó nada; inténtalo más tarde.',
  INTERNAL: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
};

/** «1 fila», «2 filas»: a count and its noun in the singular for one, else in the plural (the server's Spanish texts). */
export function countText(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}

/** "1 minuto", "N minutos": a wait rounded up to whole minutes (at least one). */
export function minutesText(ms: number): string {
  return countText(Math.max(1, Math.ceil(ms / 60_000)), 'minuto', 'minutos');
}

/** RATE_LIMITED of an account whose password was guessed wrong too often: when to try again. */
export function accountGuessesMessage(waitMs: number): string {
  return `Demasiados intentos fallidos con esta cuenta. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of pre-registrations repeated with one document number or e-mail: when to try again. */
export function registrationAttemptsMessage(waitMs: number): string {
  return `Demasiados intentos de preinscripción con este documento o correo. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of a load code that checked too many files in its window: when to try again. */
export function loadChecksMessage(waitMs: number): string {
  return `Este código de carga ya hizo demasiadas comprobaciones. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of check-ins tried too often with one document number: when to try again. */
export function meetsAttemptsMessage(waitMs: number): string {
  return `Demasiados intentos de autorregistro con este documento. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of one address that made too many look-ups of a public page this hour: when to try again. */
export function publicLookupsMessage(waitMs: number): string {
  return `Se han hecho demasiadas consultas desde esta red en la última hora. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of one address whose look-ups found nothing too often this hour (guessing): when to try again. */
export function failedLookupsMessage(waitMs: number): string {
  return `Demasiadas consultas sin resultado desde esta red. Revisa los datos y vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of one document number looked up too often on /data or the pre-registration form: when to try again. */
export function documentLookupsMessage(waitMs: number): string {
  return `Demasiadas consultas con este documento. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of one personal link opened too often on /verificator: when to try again. */
export function personalLinkLookupsMessage(waitMs: number): string {
  return `Demasiadas consultas con este enlace personal. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of one certificate code checked too often on /verificator: when to try again. */
export function certificateCodeLookupsMessage(waitMs: number): string {
  return `Demasiadas consultas con este código de certificado. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of one advisor's link opened too often: when to try again. */
export function advisorLookupsMessage(waitMs: number): string {
  return `Demasiadas consultas con este enlace de asesor. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of one acta's code checked too often: when to try again. */
export function actaLookupsMessage(waitMs: number): string {
  return `Demasiadas comprobaciones de esta acta. Vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** RATE_LIMITED of the personal link asked again too often for one document number: when to try again. */
export function resendLinkMessage(waitMs: number): string {
  return `Ya pediste varias veces el enlace personal de este documento. Revisa tu correo o vuelve a intentarlo en ${minutesText(waitMs)}.`;
}

/** The limits of the public look-ups (decision 024), named in their RATE_LIMITED answers. */
export type PublicLookupLimit =
  | 'publicLookups'
  | 'failedLookups'
  | 'documentLookups'
  | 'personalLinkLookups'
  | 'certificateCodeLookups'
  | 'resendLink'
  | 'meetsAttempts'
  | 'actaLookups'
  | 'advisorLookups';

/** The Spanish message of each public look-up limit, given the wait. */
export const PUBLIC_LOOKUP_LIMIT_MESSAGES: Record<PublicLookupLimit, (waitMs: number) => string> = {
  publicLookups: publicLookupsMessage,
  failedLookups: failedLookupsMessage,
  documentLookups: documentLookupsMessage,
  personalLinkLookups: personalLinkLookupsMessage,
  certificateCodeLookups: certificateCodeLookupsMessage,
  resendLink: resendLinkMessage,
  meetsAttempts: meetsAttemptsMessage,
  actaLookups: actaLookupsMessage,
  advisorLookups: advisorLookupsMessage,
};

/** FILE_TOO_LARGE with the limit that applies: «El archivo es demasiado grande (máximo 25 MB).» */
export function fileTooLargeMessage(maxBytes: number): string {
  return `El archivo es demasiado grande (máximo ${Math.floor(maxBytes / (1024 * 1024))} MB).`;
}

/** FILE_TYPE_NOT_ALLOWED naming what may be sent: «… Formatos admitidos: PDF, PNG.» */
export function fileTypeNotAllowedMessage(allowedLabels: readonly string[]): string {
  return `${ERROR_MESSAGES_ES.FILE_TYPE_NOT_ALLOWED} Formatos admitidos: ${allowedLabels.join(', ')}.`;
}

/** IMAGE_TOO_MANY_PIXELS with the limit: «… (máximo 40 megapíxeles).» */
export function imageTooManyPixelsMessage(maxPixels: number): string {
  return `La imagen tiene demasiados píxeles (máximo ${Math.floor(maxPixels / 1_000_000)} megapíxeles). Redúcela y vuelve a subirla.`;
}
