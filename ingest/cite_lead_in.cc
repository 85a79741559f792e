// The lead-in pattern of each set of texts, and the scans that find
// lead-ins with it (by RE2 alone, or where NextLeadStart says one starts).
#include "ingest/citation_parse.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "ingest/lead_openers.h"
#include "corpus/ascii.h"
#include "corpus/same_bytes.h"
#include "ingest/re2_consume.h"
#include "ingest/state_law.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

namespace {

// The lead-ins of citations, as one pattern scanned in one pass. The
// words that are also plain English ("section", "part", "chapter") must be
// followed by what starts a reference, so that prose does not stop the
// scan; that one following character is not part of the lead-in (see
// LeadEnd).
// Texts that may have lost spaces around their citations (the Akoma Ntoso
// copy of the Wisconsin statutes, the states' JSON Lines, text extracted
// from print) get three more forms: "Sections76.03" (and "chapter236A"),
// "Subsection(11)" and a title glued to the word before ("under42 USC
// 601"). The D.C. Council's
// and the U.S. Code's XML do without them: the scan is faster. Wisconsin's
// municipal codes get their own forms on top: "SECTIONS 13-1-20",
// "Article IV", "Wisconsin State Statute 59.70(1)", "ss 59.07" (an older
// scan), "Subdivisions a. through s. of …", "division (1) below", "Comm.
// 83", "Trans Code 102"; the statutes' texts scan faster without them. The
// other states' municipal codes get theirs: "567 IAC 61.2", "SMC
// 23.60A.150" (the code's own, by its abbreviation). Wisconsin's
// statutes and rules get the Administrative Code's agencies ("NR
// 115.05", "DHS 107.02 (3)") and "S. 343.085" opening a sentence, which
// the other states' texts scan faster without (Connecticut's history
// notes hold some 14,500 "P.A. 73-279, S. 1" in an eighth of the five
// states).
// The lead-in pattern of each set. (A new alternative of the XML's or the
// text's sets needs its opening letters known to NextLeadStart too,
// ingest/lead_openers.cc: tests/lead_openers_test.cc shows where not.)
std::string LeadInSource(LeadSet set) {
  std::string s =
      "(?:Wis\\.\\s*Stats?\\.\\s*|D\\.\\s?C\\.\\s+(?:Official\\s+)?Code,?\\s*|"
      "\\b\\d+\\s+U\\.?\\s?S\\.?\\s?C\\.?(?:A\\.|S\\.?)?,?\\s*|\\b\\d+\\s+C\\.?\\s?F\\.?\\s?R\\.?,?\\s*)?§§?|"
      // ("40 CFR, § 122.26(b)(14)": a comma before the sign.)
      // ("42USC 4022", "44 CFR60.1(b)": a space lost either side.)
      // ("33 USCS § 1342", "33 U.S.C.S. § 1342": the annotated edition.)
      // ("40 CFR chapter I, subchapter N, parts 405—471": the parts' chapter
      // and subchapter between; "44 CFR chapter 1, section 65.12".)
      "\\b\\d+\\s*U\\.?\\s?S\\.?\\s?C\\.?(?:A\\.|S\\.?)?,?\\s|\\b\\d+\\s*C\\.?\\s?F\\.?\\s?R\\.?,?(?:\\s+(?:[Cc]hapter\\s+[IVX]+,\\s*[Ss]ubchapter\\s+[A-Z],\\s*(?:[Pp]arts?\\s+|[Pp]ts?\\.\\s*)|[Cc]hapter\\s+(?:[IVX]+|1),\\s*[Ss]ections?\\s+|(?:[Pp]arts?\\s+|[Pp]ts?\\.\\s*)?)|\\d)|"
      "\\b\\d+\\s+(?:Pa\\.?\\s?C\\.\\s?S(?:\\.\\s?A)?|P\\.\\s?S)\\.,?\\s*(?:§§?\\s*)?|\\bRCW\\s+(?:\\*{1,3}\\s*)?\\d|\\b[Ss]ecs?\\.\\s+\\d|"
      "\\b[Ss]ubdivisions?\\s+\\(|\\b[Ss]ubsections?\\s+\\d|\\b[Pp]aragraphs?\\s+\\d{1,3}-\\d|"
      "\\b[Ss]ubds?\\.|\\b[Ss]ubs?\\.|\\b[Pp]ar(?:as?|s)?\\.|\\bss?\\.|\\b[Cc]hs?\\.|"
      "\\bSubdivisions?\\s+\\d|\\b[Ss]ubchs?\\.\\s*(?:[IVXL]|[A-Z]{1,2}\\b)|"
      "\\b(?:[Ss]ub)?[Pp]aragraphs?\\s+\\(|\\b[Pp]aragraphs?\\s+“|\\b[Cc]hapters?\\s+\\d|"
      "\\b(?:[Ss]ub)?[Cc]lauses?\\s+\\(|"
      // ("Subchapter [subchapter] IX of this chapter": the editors' word.)
      "\\b[Ss]ubchapters?\\s+(?:\\[subchapter\\]\\s+)?[IVXL]|\\b[Pp]art\\s+[A-Z0-9]|\\bSubtitle\\s+[IVXL]|"
      "\\bthis (?:section|subsection|paragraph|subdivision|chapter|article)\\b|"
      "\\bWis\\.\\s*Adm(?:in)?\\.\\s*Code\\b|"
      "\\b[Aa]rticle\\s+\\d+A?\\s+of\\s+(?:Title\\s+\\d|this\\s+subtitle\\b)|"
      // "Title 16, Code of Federal Regulations, Parts 1500 and 1507",
      // "Title 42, United States Code, Section 1983", "title 49, Code of
      // Federal Regulations, part 393", "Title 11, USC 1301"
      "\\b[Tt]itle\\s+\\d+,?\\s+(?:of\\s+the\\s+)?(?:Code\\s+of\\s+Federal\\s+Regulations|United\\s+States\\s+Code|USC\\s+\\d+|U\\.S\\.C\\.\\s+\\d+)\\b|"
      // ("title 40 of CFR part 403")
      "\\b[Tt]itle\\s+\\d+\\s+of\\s+(?:the\\s+)?(?:CFR|C\\.F\\.R\\.)|";
  // "C.F.R. Title 49, parts 40, 235, 350 & 355-399", "Code of Federal
  // Regulations, title 16, section 1700.15(b)": the title after the
  // name ("Code of Federal Regulations (CFR), Title 44": its initials
  // between); "40 Code of Federal Regulations Part 403", "33 United States
  // Code § 1251", "42 U.S. Code § 4001" (the Legal Information Institute's
  // headings): the name written out after the title (not in the D.C.
  // Council's XML, which writes neither: its scan is faster without).
  if (set != LeadSet::kXml)
    s += "\\b(?:C\\.?\\s?F\\.?\\s?R\\.?|Code\\s+of\\s+Federal\\s+Regulations)(?:\\s*\\((?:CFR|C\\.F\\.R\\.)\\))?,?\\s+[Tt]itle\\s+\\d|"
         // ("U.S. Code (U.S.C.) Title 42 § 4001": the name, the initials in
         // parentheses, before the title; read from "Code", whose opener
         // the scan has, the name before it checked in ParseAt.)
         "\\bCode\\s*\\((?:U\\.\\s?S\\.\\s?C\\.|USC)\\),?\\s+[Tt]itle\\s+\\d|"
         "\\b\\d+\\s+(?:[Cc]ode\\s+of\\s+[Ff]ederal\\s+[Rr]egulations|United\\s+States\\s+Code|U\\.\\s?S\\.\\s+Code)\\b|";
  // ("U.S. Code, Title 11, Section 104" in a state's statutes: the
  // name's last word and a comma before the title; not in the municipal
  // codes, whose "Municipal Code, Title 17" opens their own title.)
  if (set == LeadSet::kText || set == LeadSet::kWisconsinText) s += "\\bCode,\\s+[Tt]itle\\s+\\d|";
  if (set == LeadSet::kOrdinance)
    s += "\\bSECTIONS?\\s+\\d|\\bSECS?\\.\\s*\\d|\\b[Aa]rticles?\\s+(?:[IVXL]+|[A-Z]|\\d{1,2}|\\d{3,4})\\b|"
         // ("AN ORDINANCE AMENDING ARTICLE IV OF CHAPTER 42", "ARTICLE
         // XII ENTITLED "STANDARDS …" OF CHAPTER 3": an ordinance's title
         // in capitals.)
         "\\bARTICLES?\\s+(?:[IVXL]+|\\d{1,2})(?:\\s+(?:OF|TO)\\s+CHAPTER\\s+\\d|,?\\s+(?:(?:ENTITLED|TITLED)\\s+)?[\"\\x{201C}]|(?:(?:,\\s*|,?\\s+AND\\s+)(?:[IVXL]+|\\d{1,2}))*\\s+OF\\s+THE\\s)|"
         "\\b(?:Wisconsin|WI)\\s+(?:[Ss]tate\\s+)?[Ss]tatut?es?\\s+\\d|\\bState\\s+[Ss]tatutes?\\s+\\d|\\bss\\s+\\d|"
         "\\b[Ss]ubdivisions?\\s+[a-z]\\.\\s|\\b[Dd]ivisions?\\s+\\(|"
         "\\b(?:NR|SPS|ATCP|DNR|COMM|Comm|Trans|PSC|DHS|DCF|DSPS|ILHR|HSS|Ind)\\.?\\s+(?:Code\\s+)?\\d|"
         // ("Chapters ADM 65": another agency's, after the word.)
         "\\b[Cc]hapters?\\s+[A-Z][A-Za-z]{1,4}\\s+\\d|"
         "\\bS{1,2}\\.\\s*\\d|"
         // The statutes' name alone, after a bare number ("County Forest
         // Law 28.11, Wis. Stats."): read back from it (a pattern that
         // starts at every number would slow the scan).
         "\\b(?:Wis|WI|Wisc)\\.?\\s*(?:St\\.\\s*)?(?:[Ss]tats?\\.|Statutes\\b)|"
         // ("Wis. Stat 23.33(11)": the name without its period, before
         // the number.)
         "\\b(?:Wis|WI|Wisc)\\.?\\s*[Ss]tats? \\d|"
         // ("as defined in 125.02, Wisconsin Statutes")
         "\\bWisconsin\\s+Statutes\\b|";
  // The Administrative Code's agencies ("NR 115.05", "DHS 107.02 (3)"),
  // read in Wisconsin's texts only.
  // ("Section Ins 6.76", "Section Tax 11.52", "revising section Ins 3.75":
  // any agency, after the word.)
  // ("See Wisconsin Statutes 990.01": lawserver's glossary under a
  // section, the name before the number.)
  // ("Iowa (657 IAC 2.9)", "441 IAC 93.5 (3) b. (1)": Iowa's rules, by
  // agency number, in a rule's comparison with the adjacent states.)
  if (set == LeadSet::kWisconsinText) s += "\\b\\d{3}\\s+IAC\\s+\\d|";
  if (set == LeadSet::kWisconsinText)
    s += "\\b(?:NR|SPS|ATCP|DNR|COMM|Comm|Trans|DHS|DCF|PSC|DWD)\\s+\\d|\\b(?:NR|SPS|ATCP)\\d|"
         "\\b[Ss]ections?\\s+[A-Z][A-Za-z]{1,4}\\s+\\d|"
         // ("Wisconsin Statute 253.13", "Wisconsin Statutes section
         // 253.13", "Wis. Stat. 440.03", "Wis. Stats. 16.964 (16)" in a
         // rule's analysis; the running head "Updated 11-12 Wis. Stats.
         // 948.01" of a PDF is left in ParseAt.)
         "\\bWisconsin\\s+Statutes?\\s+(?:[Ss]ections?\\s+)?\\d|\\bWis\\.\\s*Stats?\\.?\\s+(?:\\(Rules?\\)\\s+)?\\d|"
         // ("integrates … the current code chapters DE 1 to 16 and creates
         // chapter DE 17": an agency's chapters after the word; "Chapters
         // Trans RR-1, 29", a hyphened prefix's second part before the
         // first number.)
         // ("Chapter DFI-Bkg 75": a prefix with its hyphen or dash.)
         "\\b[Cc]hapters?\\s+[A-Z][A-Za-z]{1,4}(?:(?:-|\\x{2013}|\\x{2014})[A-Z][A-Za-z]{0,3})?\\s+(?:[A-Z]{2,3}-)?\\d|"
         // ("Rule 806.01 (2)": a section of the rules of civil procedure or
         // of evidence, chapters 801 to 847 and 901 to 911.)
         "\\bRules?\\s+[89]|";
  if (set == LeadSet::kOtherOrdinance)
    s += "\\b\\d{3}\\s*IAC\\b|\\bIAC,?\\s+\\d{3}\\b|"
         // ("Chapter VIII of this revision", "CHAPTERS II AND III": a code
         // that numbers its chapters in Roman numerals.)
         "\\b(?:[Cc]hapters?|CHAPTERS?)\\s+[IVXL]+\\b|"
         // "Washington administrative code 197-11-800(1)(b)(i)",
         // "Washington Administrative Code (WAC) Provisions 296-150B-200"
         "\\b(?:Washington\\s+[Aa]dministrative\\s+[Cc]ode|Revised\\s+Code\\s+of\\s+Washington),?"
         "\\s+(?:\\((?:WAC|RCW)\\)\\s+)?(?:(?:[Pp]rovisions?|[Ss]ections?)\\s+)?\\d|"
         "\\bIowa\\s+Administrat(?:ive|ion)\\s+Code,?\\s+(?:Section\\s+)?\\d{3}\\b|"
         "\\bIowa\\s+Codes?,?\\s+(?:[Cc]hapters?\\s+|[Ss]ections?\\s+)?\\d|\\b[A-Z]{1,3}[MC]C\\s+\\d|"
         // ("the Code of Iowa 321.381A": its number right after it.)
         "\\bCode\\s+of\\s+Iowa\\s+(?:[Cc]hapters?\\s+|[Ss]ections?\\s+)?\\d|\\b[A-Z]{2,3}BC\\s+\\d|"
         // ("BC 4.10.010": a city's code by two letters, before a number
         // in three parts.)
         "\\b[A-Z]{1,2}C\\s+\\d+\\.\\d+\\.\\d|\\b[A-Z]{2}RC\\s+\\d|\\b(?:[A-Z]\\.){1,3}[MC]\\.C\\.\\s+\\d|\\b[Dd]ivisions?\\s+\\(|"
         // ("division 1. or 2. of this section": American Legal's levels
         // of periods.)
         "\\b[Dd]ivisions?\\s+\\d{1,2}\\.\\s|"
         // ("paragraph b. of subsection 32-37.2": a small letter with its
         // stop, of a section named after it.)
         "\\b[Pp]aragraphs?\\s+[a-z]\\.\\s+of\\s+(?:[Ss]ubsection|[Ss]ection)\\s+\\d|"
         // ("subs 10-4-9C of this title": the word cut short, before a
         // section's number.)
         "\\bsubs\\s+\\d|\\b[Aa]rticles?\\s+(?:[IVXL]+|[A-Z]|\\d{1,2}|\\d{3,4})\\b|"
         "\\bARTICLES?\\s+(?:[IVXL]+|\\d{1,2})(?:\\s+(?:OF|TO)\\s+CHAPTER\\s+\\d|,?\\s+(?:(?:ENTITLED|TITLED)\\s+)?[\"\\x{201C}]|(?:(?:,\\s*|,?\\s+AND\\s+)(?:[IVXL]+|\\d{1,2}))*\\s+OF\\s+THE\\s)|" +
         UnkeyedStateLawLead() + "|";
  // "Municipal Code 62-70", "municipal codes 62-66 through 62-72": the
  // ordinance's own.
  // ("Zoning See CH. 93.": an index's capitals; "Housing, Ch 8.", the
  // period left out.)
  if (set == LeadSet::kOrdinance || set == LeadSet::kOtherOrdinance)
    s += "\\b[Mm]unicipal\\s+[Cc]odes?\\s+\\d|\\b[Pp]arts\\s+\\d|\\bCHS?\\.|\\bCh\\s+\\d|"
         // ("Chapter A129, Subdivision of Land": an eCode360 code's
         // appendix chapter after the word, as after "Ch.".)
         "\\b[Cc]hapters?\\s+A\\d|"
         // ("Gem County Code 5-2-3", "AT GEM COUNTY CODE 5-3-3", "City Code
         // 10-3-5": a government's code by its name, a number after.)
         "\\b(?:County|City|Town|Village|Township|Borough|COUNTY|CITY|TOWN|VILLAGE|TOWNSHIP|BOROUGH)"
         "\\s+(?:Code|CODE)\\s+\\d|"
         // ("Division 10-20.80", "Division 40.05.400": a code that calls
         // its sections' groups divisions and numbers them as sections.)
         "\\bDivisions?\\s+\\d{1,3}[-.]\\d+[-.]\\d|";
  // "SECTIONS 7-17(A), (C)", "C.G.S., TITLE 14, CHAPTER 249, PART 1,
  // SECTION 14-307", "SEC. 7-3-1": capitals, in the other states'
  // ordinances too.
  // ("CHAPTER 41 (ZONING) OF THE SANTA ANA MUNICIPAL CODE INCLUDING
  // SECTIONS: 41-196 …": a colon after the word, one space; "Town Code
  // Sec.18.1-1402": no space after the stop.)
  if (set == LeadSet::kOtherOrdinance) s += "\\bSECTIONS?\\s+\\d|\\bSECS?\\.\\s*\\d|\\bSECTIONS: \\d|\\bSecs?\\.\\d|";
  // ("CGS 7-340 (a)", "C.G.S. 8-2": Connecticut's statutes by their
  // initials, with no sign.)
  if (set == LeadSet::kOtherOrdinance) s += "\\b(?:C\\.\\s?G\\.\\s?S\\.|G\\.\\s?S\\.|CGS)(?:A\\.?)?,?\\s+\\d|";
  // ("United States Code, title 33, sections 1317 …": the U.S. Code's name
  // before its title, in the municipal codes' sets, which no opener test
  // filters.)
  if (set == LeadSet::kOrdinance || set == LeadSet::kOtherOrdinance)
    s += "\\bUnited\\s+States\\s+Code,?\\s+[Tt]itle\\s+\\d|";
  // "FAR Part 77", "FAR part 77", "Federal Aviation Regulation (FAR) 14,
  // Parts 77": the Federal Aviation Regulations' parts, in an airport's
  // zoning.
  if (set == LeadSet::kOtherOrdinance || set == LeadSet::kOrdinance)
    s += "\\b(?:FAR|F\\.A\\.R\\.|Federal\\s+Aviation\\s+Regulations?(?:\\s*\\((?:FAR|F\\.A\\.R\\.)\\))?)"
         "(?:\\s+14)?,?\\s+[Pp]arts?\\s+\\d|";
  // ("[Section] 18.07.080": the publisher's word in brackets.)
  if (set == LeadSet::kOtherOrdinance || set == LeadSet::kOrdinance) s += "\\[[Ss]ections?\\]\\s*\\d|";
  // ("section(s) 6-75 through 6-78", "section[s] 6-147 and 6-147.1": a
  // drafter's plural either way.)
  if (set == LeadSet::kOtherOrdinance || set == LeadSet::kOrdinance) s += "\\b[Ss]ection(?:\\(s\\)|\\[s\\])\\s*\\d|";
  // ("paragraphs 1, 2, 3, 4, 5, 6, 7, 9 or 10 of this section": a
  // Georgia code's word for its numbered levels, before "of this section",
  // "above" or "below" only.)
  if (set == LeadSet::kOtherOrdinance)
    s += "\\b[Pp]aragraphs?\\s+\\d{1,2}(?:(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)\\d{1,2})*\\s+(?:of\\s+this\\s+[Ss]ection|above|below)\\b|";
  // (Or its lettered ones, "paragraphs A, B, C, D, E, F, G, I or J of
  // this section", before "of this section" only.)
  if (set == LeadSet::kOtherOrdinance)
    s += "\\b[Pp]aragraphs?\\s+[A-Z](?:(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or|through)\\s+)[A-Z])*\\s+of\\s+this\\s+[Ss]ection\\b|";
  // ("items (i-xi) in Section 4.4-1(4)", "items (1) through (4) listed
  // in this subsection": a municipal code's word for its lowest levels.)
  if (set == LeadSet::kOtherOrdinance || set == LeadSet::kOrdinance) s += "\\b(?:[Ii]tems?|ITEMS?)\\s+\\(|";
  // "see TRAF. 432.32", "GEN. OFF. 642.01": the parts of Ohio's codified
  // ordinances, by the abbreviations their cross-references print.
  // (Pennsylvania's so numbered codes name an article so: "TRAF. Art.
  // 531".)
  if (set == LeadSet::kOtherOrdinance) s += std::string("\\b(?:") + kOhioParts + ")\\.\\s+(?:Art\\.\\s+)?\\d|";
  // "Parts C and D of subchapter II", "Parts A through E of this
  // subchapter": the D.C. Code's parts.
  // ("subchapter 1 of Chapter 5 of Title 2": an arabic numeral.)
  if (set == LeadSet::kXml) s += "\\b[Pp]arts\\s+[A-Z]|\\b[Ss]ubchapter\\s+\\d|";
  // "WAC 173-26-221", "25 Pa. Code § 102.4" ("25 PA Code 271.1"):
  // Washington's and Pennsylvania's regulations.
  if (set != LeadSet::kXml)
    s += "\\bWAC\\s+\\d|\\b\\d+\\s+(?:Pa\\.|PA\\.?)\\s*Code\\b|\\bTitle\\s+\\d+,?\\s+Pa\\.\\s*Code\\b|"
         // ("34 Pennsylvania Code, Chapters 401 through 405")
         "\\b\\d+\\s+Pennsylvania\\s+Code\\b|";
  // "CHAPTER 74.34 RCW", "CHAPTER 16 OF THE … COUNTY CODE"
  if (set != LeadSet::kXml) s += "\\bCHAPTERS?\\s+\\d|";
  // "the following sections: 7505 (relating to …), 7507(a)(1) and (b)",
  // the D.C. Code's "established pursuant to the following sections:
  // 1-301.01, 3-1601 to 3-1631 [repealed], …" (not a table of contents'
  // "Sections:" over its lines: one space, on the line).
  bool text = set == LeadSet::kText || set == LeadSet::kWisconsinText;
  if (text || set == LeadSet::kXml) s += "\\bsections: \\d|";
  // Connecticut's revisors: "Wherever the words “X” are used in the
  // following sections, the words “Y” shall be substituted in lieu
  // thereof: 1-79, 1-120, …".
  if (text) s += "\\bin lieu thereof: \\d|";
  // "S. 343.085 (2) (b), Stats." opening a note's sentence in the
  // Administrative Code; read where the text is Wisconsin's only.
  // ("SS. OCT 5.02, 5.03", "S. RL 10.04": in capitals before an agency
  // too. "Statutes interpreted: ss 457.12, 457.13, … Stats.": "ss"
  // without its period in a rule's analysis.)
  if (set == LeadSet::kWisconsinText)
    s += "\\bS{1,2}\\.\\s+(?:[A-Z][A-Za-z]{1,4}(?:-[A-Z][A-Za-z]{1,3})?\\s+)?\\d|\\bss\\s+\\d|";
  // "Article 5 of this chapter", "Articles 1 through 6 of this chapter":
  // a uniform act's articles in Washington's and Iowa's chapters.
  if (text)
    s += "\\b[Aa]rticles?\\s+(?:\\d+|[IVXL]+)(?:\\s+(?:and|or|through|to)\\s+(?:\\d+|[IVXL]+))?\\s+of\\s+this\\s+chapter\\b|";
  // ("Arts I and II of this chapter", "Art. V of this chapter": the
  // word abbreviated, before "of this chapter" only, not a history
  // note's "Ord. 12, Art. I".)
  if (set == LeadSet::kOrdinance || set == LeadSet::kOtherOrdinance)
    s += "\\bArts?\\.?\\s+[IVXL]+(?:\\s+(?:and|or|through|to)\\s+[IVXL]+)?\\s+of\\s+this\\s+chapter\\b|";
  // ("Art. 1317 of this part": a codified ordinance's article, numbered
  // as its chapters, in three or four figures.)
  // (The lead ends at the number's first figure, as the others do.)
  if (set == LeadSet::kOtherOrdinance) s += "\\bArts?\\.\\s+\\d|";
  // "Article 2 of chapter 23.95 RCW": an article of another chapter.
  if (text) s += "\\b[Aa]rticle\\s+\\d+\\s+of\\s+chapter\\s+\\d+[A-Z]?\\.\\d+[A-Z]?\\s+RCW\\b|";
  // "Article 2 or 2A of this title", "Article 9A": the Uniform Commercial
  // Code's articles, in Washington's title 62A (after the longer forms).
  if (set == LeadSet::kText) s += "\\b[Aa]rticles?\\s+\\d|";
  if (set == LeadSet::kOrdinance) s += "\\b(?:NR|SPS|ATCP)\\d|";
  // "Sec 70.46(1) of Wis. Statutes": "Sec" without its period, in
  // ordinances.
  if (set == LeadSet::kOrdinance || set == LeadSet::kOtherOrdinance)
    s += "\\b[Ss]ec \\d|"
         // ("the following sections of the Code of the City:16-401, …")
         "\\b[Ss]ections\\s+of\\s+(?:the|this)\\s+Code(?:\\s+of\\s+the\\s+(?:City|Town|Village|County))?\\s*:\\s*\\d|";
  if (set != LeadSet::kXml)
    s += "\\b[Ss]ubsections?\\s+[A-Z](?:\\.?\\d{1,2}[a-z]?)?\\b|\\b[Pp]aragraph\\s+[A-Z]\\d{1,2}\\b|[a-z]subsections?\\s+\\d|"
         "\\b(?:in|under|to|of|by|with|or|and|[Nn]otwithstanding|supersede)(?:sections?|chapters?)\\s+\\d|"
         "\\b[Ss]ubsections?\\s*\\(|\\b[Ss]ections?\\s*\\d|\\b[Cc]hapters?\\d|"
         "[a-z]\\d+\\s+(?:U\\.?\\s?S\\.?\\s?C\\.?(?:A\\.|S\\.?)?|C\\.?\\s?F\\.?\\s?R\\.?)\\s";
  else
    // ("Article 9", "Article 2 or 2A": the Uniform Commercial Code's, in
    // the D.C. Code's title 28.)
    s += "\\b[Aa]rticles?\\s+\\d|\\b[Ss]ubsections?\\s+\\(|\\b[Ss]ections?\\s+\\d";
  // ("Title 9 of the Firestone Municipal Code", "BMC Title 20": a
  // municipal code's own titles, last, so that the longer title forms
  // above, "Title 25, Pa. Code", are read first where both match.)
  if (set == LeadSet::kOrdinance || set == LeadSet::kOtherOrdinance)
    s += "|\\b(?:[Tt]itles?|TITLES?)[ \\t]+\\d";
  return s;
}

// Each set's pattern is compiled when first used: a corpus of one kind
// does not pay for the others' (the other states' ordinances' pattern,
// with every state's statutes by name, is the largest).
template <LeadSet kSet>
const RE2& CompiledLeadIn() {
  static const RE2 k(LeadInSource(kSet), RE2::Quiet);
  return k;
}

}  // namespace

const RE2& LeadInPattern(LeadSet set) {
  switch (set) {
    case LeadSet::kXml: return CompiledLeadIn<LeadSet::kXml>();
    case LeadSet::kText: return CompiledLeadIn<LeadSet::kText>();
    case LeadSet::kWisconsinText: return CompiledLeadIn<LeadSet::kWisconsinText>();
    case LeadSet::kOrdinance: return CompiledLeadIn<LeadSet::kOrdinance>();
    case LeadSet::kOtherOrdinance: break;
  }
  return CompiledLeadIn<LeadSet::kOtherOrdinance>();
}

LeadSet LeadSetFor(const DocumentSpec& spec) {
  if (Is(spec.format, "dc-law-xml"sv) || Is(spec.format, "uslm"sv)) return LeadSet::kXml;
  if (IsWisconsinOrdinance(spec)) return LeadSet::kOrdinance;
  if (IsOtherStateOrdinance(spec)) return LeadSet::kOtherOrdinance;
  return IsWisconsin(spec) ? LeadSet::kWisconsinText : LeadSet::kText;
}

std::vector<std::pair<size_t, size_t>> LeadInMatches(LeadSet set, std::string_view t,
                                                     int skip_bytes) {
  std::vector<std::pair<size_t, size_t>> out;
  const RE2& lead = LeadInPattern(set);
  re2::StringPiece m;
  re2::StringPiece whole(t.data(), t.size());
  size_t pos = 0;
  while (pos < t.size()) {
    if (skip_bytes > 0) pos = NextLeadStartBy(skip_bytes, set, t, pos, t.size());
    if (pos >= t.size() || !lead.Match(whole, pos, t.size(), RE2::UNANCHORED, &m, 1)) break;
    size_t lb = m.data() - t.data();
    out.emplace_back(lb, lb + m.size());
    pos = lb + 1;
  }
  return out;
}

bool LeadInAt(LeadSet set, const RE2& lead, re2::StringPiece whole, size_t pos, size_t end,
              re2::StringPiece* m) {
  if (pos >= end) return false;
  const char* s = whole.data();
  auto space = [&](size_t k) { return k < end && IsRe2SpaceByte(static_cast<unsigned char>(s[k])); };
  auto digit = [&](size_t k) { return k < end && ascii::IsDigit(static_cast<unsigned char>(s[k])); };
  auto word = [&](size_t k) {  // read in the whole text, as RE2's \b
    return k < whole.size() && IsRe2WordByte(static_cast<unsigned char>(s[k]));
  };
  auto match = [&](size_t e) {
    *m = re2::StringPiece(s + pos, e - pos);
    return true;
  };
  auto at = [&](size_t k, std::string_view w) {
    return k <= end && StartsWith(std::string_view(s + k, end - k), w);
  };
  // "§", "§§": the first alternative, (?:Wis. Stats. |D.C. Code |42
  // U.S.C. |40 C.F.R. )?§§?, whose optional words cannot start at a "§"
  // (a third of the five states' lead-ins).
  if (at(pos, "\xC2\xA7"sv)) return match(pos + (at(pos + 2, "\xC2\xA7"sv) ? 4 : 2));
  // The rest open a word, after \b.
  if (pos > 0 && word(pos - 1)) return lead.Match(whole, pos, end, RE2::ANCHOR_START, m, 1);
  // "this section", "this chapter": only \bthis (?:section|subsection|
  // paragraph|subdivision|chapter|article)\b can start with "this " (its
  // words differ in their first two letters).
  if (at(pos, "this "sv)) {
    for (std::string_view w : {"section"sv, "subsection"sv, "paragraph"sv, "subdivision"sv,
                               "chapter"sv, "article"sv}) {
      size_t e = pos + 5 + w.size();
      if (!at(pos + 5, w)) continue;
      return word(e) ? false : match(e);
    }
    return false;
  }
  // "RCW 90.58.030", "RCW *** 1.2": only \bRCW\s+(?:\*{1,3}\s*)?\d
  // ("Revised Code of Washington" opens another).
  if (at(pos, "RCW"sv)) {
    size_t k = pos + 3;
    if (!space(k)) return false;
    while (space(k)) ++k;
    if (k < end && s[k] == '*') {
      size_t stars = k;
      while (k < end && k - stars < 3 && s[k] == '*') ++k;
      while (space(k)) ++k;
    }
    return digit(k) ? match(k + 1) : false;
  }
  // Wisconsin's abbreviations: "s.", "ss.", "ch.", "chs.", "sub.",
  // "subs.", "subd.", "subds.", "par.", "pars." and LawServer's "para."
  // (capitalized too, but "s." and "ss."): each the whole of one
  // alternative, \bss?\., \b[Cc]hs?\., \b[Ss]ubs?\., \b[Ss]ubds?\.,
  // \b[Pp]ar(?:as?|s)?\., that no other can start with.
  if (const void* dot = std::memchr(s + pos + 1, '.', std::min<size_t>(5, end - pos - 1));
      dot != nullptr) {
    std::string_view w(s + pos, static_cast<const char*>(dot) + 1 - (s + pos));
    for (std::string_view a : {"s."sv, "ss."sv, "ch."sv, "chs."sv, "Ch."sv, "Chs."sv, "sub."sv,
                               "subs."sv, "Sub."sv, "Subs."sv, "subd."sv, "subds."sv, "Subd."sv,
                               "Subds."sv, "par."sv, "pars."sv, "Par."sv, "Pars."sv, "para."sv,
                               "paras."sv, "Para."sv, "Paras."sv})
      if (Is(w, a)) return match(pos + w.size());
  }
  // "section 5", "Sections 3 and 4", "chapter 6": \b[Ss]ections?\s*\d
  // (\s+ in the XML's set), \b[Cc]hapters?\s+\d, and in the text sets
  // \b[Cc]hapters?\d after it ("chapter7"); no other alternative can
  // start with those words but "sections: \d", which RE2 is left.
  bool section = (s[pos] == 's' || s[pos] == 'S') && at(pos + 1, "ection"sv);
  bool chapter = (s[pos] == 'c' || s[pos] == 'C') && at(pos + 1, "hapter"sv);
  if (section || chapter) {
    size_t k = pos + 7;
    if (k < end && s[k] == 's') ++k;
    size_t d = k;
    while (space(d)) ++d;
    if (digit(d) && (d > k || set != LeadSet::kXml)) return match(d + 1);
  }
  // "subsection (2)", "subsection 5", "Subsection A": \b[Ss]ubsections?
  // \s+\d, then (the text sets) \s+[A-Z](?:\.?\d{1,2})?\b, then \s*\(
  // (\s+\( in the XML's): the first characters after them tell which;
  // a capital with a number after it is left to RE2.
  // "subdivision (3)", "Subdivision 4": \b[Ss]ubdivisions?\s+\(, then
  // \bSubdivisions?\s+\d. "paragraph (2)", "subparagraph (B)",
  // "paragraph “a”": \b(?:[Ss]ub)?[Pp]aragraphs?\s+\(, then
  // \b[Pp]aragraphs?\s+“, then "Paragraph D1" (a capital and a figure);
  // "Paragraph 5-101D12" is left to RE2.
  bool sub = (s[pos] == 's' || s[pos] == 'S') && at(pos + 1, "ub"sv);
  size_t w = sub ? pos + 3 : pos;
  bool subsection = sub && at(w, "section"sv);
  bool subdivision = sub && at(w, "division"sv);
  bool paragraph = (s[w] == 'p' || s[w] == 'P') && at(w + 1, "aragraph"sv);
  if (subsection || subdivision || paragraph) {
    size_t k = w + (subsection ? 7 : subdivision ? 8 : 9);
    if (k < end && s[k] == 's') ++k;
    size_t d = k;
    while (space(d)) ++d;
    bool text = set != LeadSet::kXml;
    if (d < end && s[d] == '(' && (d > k || (subsection && text))) return match(d + 1);
    if (d > k && subsection && digit(d)) return match(d + 1);
    if (d > k && subsection && text && ascii::IsUpper(static_cast<unsigned char>(s[d])) &&
        !word(d + 1) && !(d + 1 < end && s[d + 1] == '.' && digit(d + 2)))
      return match(d + 1);
    if (d > k && subdivision && s[pos] == 'S' && digit(d)) return match(d + 1);
    // ("Paragraph D1 of this Section": a capital and its item.)
    if (d > k && paragraph && !sub && text && ascii::IsUpper(static_cast<unsigned char>(s[d])) && digit(d + 1)) {
      size_t e = d + 2;
      if (digit(e)) ++e;
      return word(e) ? false : match(e);
    }
    if (d > k && paragraph && !sub && at(d, "\xE2\x80\x9C"sv)) return match(d + 3);
  }
  return lead.Match(whole, pos, end, RE2::ANCHOR_START, m, 1);
}

std::vector<std::pair<size_t, size_t>> LeadIns(LeadSet set, std::string_view t, bool skip) {
  std::vector<std::pair<size_t, size_t>> out;
  const RE2& lead = LeadInPattern(set);
  re2::StringPiece m;
  re2::StringPiece whole(t.data(), t.size());
  size_t pos = 0;
  skip = skip && SkipsToLeadStarts(set);
  while (pos < t.size()) {
    if (skip) {
      pos = NextLeadStart(set, t, pos, t.size());
      if (pos >= t.size()) break;
      if (!LeadInAt(set, lead, whole, pos, t.size(), &m)) {
        ++pos;
        continue;
      }
    } else if (!lead.Match(whole, pos, t.size(), RE2::UNANCHORED, &m, 1)) {
      break;
    }
    size_t lb = m.data() - t.data();
    out.emplace_back(lb, lb + m.size());
    pos = std::max(lb + m.size(), lb + 1);
  }
  return out;
}

}  // namespace lexgraph::cite
