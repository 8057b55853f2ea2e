/* Stand-in for Windows' bcryptprimitives.dll, which Wine 8.0 lacks: Rust's standard library (the
   rustworkx, pydantic-core and grimp wheels) imports ProcessPrng from it. Built by
   installer/windows.sh into the Wine prefix only; never shipped: Windows 10 and later have the DLL. */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG chunk = size > 0x40000000 ? 0x40000000 : (ULONG)size;
        if (BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
            return FALSE;
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}
