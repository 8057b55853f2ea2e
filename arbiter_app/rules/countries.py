"""Countries and federations as the field writes them: one table for every reader and the register.

Sources: ISO 3166-1 (the alpha-2 and alpha-3 codes, as Debian's iso-codes 4.18 lists them); the FIDE
federations (FIDE Directory, the three-letter codes, which follow the IOC's where they differ from
ISO's: GER, NED, SUI, MAS...); the European Go Database's own codes (`UK` for the United Kingdom,
`XX` for no country, OpenGotha's "unknown"). Not a regulation: the register keeps a player's
federation as a FIDE/IOC three-letter code, and an EGD table writes the ISO alpha-2 code.

`federation_of` reads any of these codes in any letter case and gives the register's federation
(`MY`, `MYS` and `MAS` -> `MAS`; `DE`, `DEU`, `GER` -> `GER`; `CZ` -> `CZE`); `country_code` gives
the two letters an EGD table writes for a federation. Pure data: no I/O.
"""

from __future__ import annotations

_ISO = """
ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS AWABW AXALA AZAZE
BABIH BBBRB BDBGD BEBEL BFBFA BGBGR BHBHR BIBDI BJBEN BLBLM BMBMU BNBRN BOBOL BQBES BRBRA BSBHS
BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK CDCOD CFCAF CGCOG CHCHE CICIV CKCOK CLCHL CMCMR CNCHN
COCOL CRCRI CUCUB CVCPV CWCUW CXCXR CYCYP CZCZE DEDEU DJDJI DKDNK DMDMA DODOM DZDZA ECECU EEEST
EGEGY EHESH ERERI ESESP ETETH FIFIN FJFJI FKFLK FMFSM FOFRO FRFRA GAGAB GBGBR GDGRD GEGEO GFGUF
GGGGY GHGHA GIGIB GLGRL GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS GTGTM GUGUM GWGNB GYGUY HKHKG HMHMD
HNHND HRHRV HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ININD IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM
JOJOR JPJPN KEKEN KGKGZ KHKHM KIKIR KMCOM KNKNA KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO LBLBN LCLCA
LILIE LKLKA LRLBR LSLSO LTLTU LULUX LVLVA LYLBY MAMAR MCMCO MDMDA MEMNE MFMAF MGMDG MHMHL MKMKD
MLMLI MMMMR MNMNG MOMAC MPMNP MQMTQ MRMRT MSMSR MTMLT MUMUS MVMDV MWMWI MXMEX MYMYS MZMOZ NANAM
NCNCL NENER NFNFK NGNGA NINIC NLNLD NONOR NPNPL NRNRU NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG
PHPHL PKPAK PLPOL PMSPM PNPCN PRPRI PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU RSSRB RURUS RWRWA
SASAU SBSLB SCSYC SDSDN SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD
STSTP SVSLV SXSXM SYSYR SZSWZ TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS TMTKM TNTUN TOTON
TRTUR TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA UMUMI USUSA UYURY UZUZB VAVAT VCVCT VEVEN VGVGB VIVIR
VNVNM VUVUT WFWLF WSWSM YEYEM YTMYT ZAZAF ZMZMB ZWZWE
"""
"""ISO 3166-1: each country's alpha-2 code followed by its alpha-3 code."""

_FIDE_OWN = """
ALG:DZ ANG:AO ANT:AG ARU:AW BAH:BS BAN:BD BAR:BB BER:BM BHU:BT BIZ:BZ BOT:BW BRU:BN BUL:BG BUR:BF
CAM:KH CAY:KY CGO:CG CHA:TD CHI:CL CRC:CR CRO:HR DEN:DK ESA:SV FAI:FO FIJ:FJ GAM:GM GCI:GG GEQ:GQ
GER:DE GRE:GR GUA:GT GUM:GU HAI:HT HON:HN INA:ID IRI:IR ISV:VI IVB:VG JCI:JE KOS:XK KSA:SA KUW:KW
LAT:LV LBA:LY LES:LS LIB:LB MAD:MG MAS:MY MAW:MW MGL:MN MNC:MC MRI:MU MTN:MR MYA:MM NCA:NI NED:NL
NEP:NP NGR:NG NIG:NE OMA:OM PAR:PY PHI:PH PLE:PS POR:PT PUR:PR RSA:ZA SEY:SC SIN:SG SKN:KN SLO:SI
SOL:SB SRI:LK SUD:SD SUI:CH TAN:TZ TGA:TO TOG:TG TPE:TW TRI:TT UAE:AE URU:UY VAN:VU VIE:VN VIN:VC
ZAM:ZM ZIM:ZW ENG:GB SCO:GB WLS:GB
"""
"""The FIDE federations whose code is not the country's ISO alpha-3 code, with the country's alpha-2
code (England, Scotland and Wales are FIDE federations of the United Kingdom; Kosovo has the code XK
that ISO leaves to users and FIDE and the EU use)."""

EGD_CODES = {"UK": "GB"}
"""The EGD's own country codes -> ISO alpha-2."""
NO_COUNTRY = frozenset({"XX", "--"})
"""What an EGD table or OpenGotha writes for a player of no known country."""

ALPHA3: dict[str, str] = dict((pair[:2], pair[2:]) for pair in _ISO.split())
"""ISO alpha-2 -> alpha-3."""
_FIDE_CODE: dict[str, str] = {code: two for code, two in (item.split(":") for item in _FIDE_OWN.split())}
_GREAT_BRITAIN = "GB"
FEDERATION_OF_COUNTRY: dict[str, str] = ALPHA3 | {two: code for code, two in _FIDE_CODE.items() if two != _GREAT_BRITAIN}
"""ISO alpha-2 -> the register's federation: the FIDE code where FIDE's differs from ISO's, else ISO's
alpha-3 (GB -> GBR: the United Kingdom has three FIDE federations, none of them the whole)."""
_COUNTRY_OF: dict[str, str] = {three: two for two, three in ALPHA3.items()} | _FIDE_CODE | {"XKX": "XK"}
"""Every three-letter code known (ISO alpha-3 and FIDE) -> ISO alpha-2."""


def federation_of(code: str) -> str | None:
    """The register's federation of `code` (ISO alpha-2 or alpha-3, a FIDE federation, the EGD's `UK`;
    any letter case, blanks around ignored); None for a code none of them knows, and for no country
    (blank, `XX`, `--`)."""
    text = code.strip().upper()
    if len(text) == 2:
        return FEDERATION_OF_COUNTRY.get(EGD_CODES.get(text, text))
    if text in _FIDE_CODE:
        return text
    two = _COUNTRY_OF.get(text)
    return None if two is None else FEDERATION_OF_COUNTRY[two]


def is_no_country(code: str) -> bool:
    """Whether `code` says the player has no known country: blank, `XX` (OpenGotha, the EGD) or `--`."""
    text = code.strip().upper()
    return not text or text in NO_COUNTRY


def country_code(federation: str) -> str | None:
    """The ISO alpha-2 code an EGD table writes for the register's `federation` (CZE -> CZ, GER -> DE,
    ENG -> GB); None for a code not known."""
    return _COUNTRY_OF.get(federation.strip().upper())
