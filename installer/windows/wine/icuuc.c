/* Stand-in for the icuuc.dll that Windows 10 and later carry and Wine 8.0 lacks: Qt 6.11's
   Qt6Core.dll imports ICU's converter functions (QStringConverter's legacy encodings) and will not
   load without them. Every converter is reported missing, so Qt falls back to the encodings it
   knows itself (UTF-8, UTF-16, UTF-32, Latin-1, the system's code page); the application reads and
   writes its files with Python's codecs and never asks Qt for another. Built by installer/windows.sh
   into the Wine prefix only; never shipped. */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;
#define U_FILE_ACCESS_ERROR 4
#define API __declspec(dllexport)

API void *ucnv_open(const char *name, UErrorCode *err) { (void)name; if (err) *err = U_FILE_ACCESS_ERROR; return NULL; }
API void ucnv_close(void *cnv) { (void)cnv; }
API void ucnv_reset(void *cnv) { (void)cnv; }
API int8_t ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 1; }
API const char *ucnv_getName(const void *cnv, UErrorCode *err) { (void)cnv; if (err) *err = U_FILE_ACCESS_ERROR; return NULL; }
API void ucnv_getToUCallBack(const void *cnv, void **action, const void **context) { (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
API void ucnv_getFromUCallBack(const void *cnv, void **action, const void **context) { (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
API void ucnv_setToUCallBack(void *cnv, void *action, const void *context, void **old_action, const void **old_context, UErrorCode *err) { (void)cnv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; if (err) *err = U_FILE_ACCESS_ERROR; }
API void ucnv_setFromUCallBack(void *cnv, void *action, const void *context, void **old_action, const void **old_context, UErrorCode *err) { (void)cnv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; if (err) *err = U_FILE_ACCESS_ERROR; }
API void ucnv_cbToUWriteUChars(void *args, const uint16_t *source, int32_t length, int32_t offset, UErrorCode *err) { (void)args; (void)source; (void)length; (void)offset; if (err) *err = U_FILE_ACCESS_ERROR; }
API void ucnv_cbFromUWriteUChars(void *args, const uint16_t **source, const uint16_t *limit, int32_t offset, UErrorCode *err) { (void)args; (void)source; (void)limit; (void)offset; if (err) *err = U_FILE_ACCESS_ERROR; }
API void ucnv_toUnicode(void *cnv, uint16_t **target, const uint16_t *target_limit, const char **source, const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) { (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; if (err) *err = U_FILE_ACCESS_ERROR; }
API void ucnv_fromUnicode(void *cnv, char **target, const char *target_limit, const uint16_t **source, const uint16_t *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) { (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; if (err) *err = U_FILE_ACCESS_ERROR; }
API int32_t ucnv_toUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; (void)err; return 0; }
API int32_t ucnv_fromUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; (void)err; return 0; }
API const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) { (void)name; (void)standard; (void)err; return NULL; }
API const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
API int32_t ucnv_countAvailable(void) { return 0; }
API void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const uint16_t *units, int32_t length, int32_t code_point, int reason, UErrorCode *err) { (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason; (void)err; }
API void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units, int32_t length, int reason, UErrorCode *err) { (void)context; (void)args; (void)units; (void)length; (void)reason; (void)err; }
