import { everywhere, html, type SeedEntry } from "./seed-entry";

/**
 * The two betting-rules pages, in Romanian for every locale (docs/product/content.md#pages: fetched by slug,
 * Romanian-language).
 */
export const RULES_PAGES: SeedEntry[] = [
  everywhere(
    { type: "page", slug: "reguli-de-pariere" },
    {
      title: "Reguli de pariere | Vela",
      description:
        "Regulile generale pentru pariurile sportive la Vela: acceptarea biletelor, cote, rezultate, anulări și pariuri live.",
      pageType: "RulesPage",
      path: "/reguli-de-pariere",
      lang: "ro",
      content: html(
        "<h1>Reguli de pariere</h1>",
        "<p>Aceste reguli se aplică tuturor pariurilor sportive plasate pe Vela și completează Termenii și condițiile. Prin plasarea unui pariu confirmi că ai citit și accepți aceste reguli.</p>",
        "<h2>1. Acceptarea pariurilor</h2>",
        "<ul><li>Un pariu este acceptat doar după confirmarea pe ecran și înregistrarea pe serverele noastre. Biletul acceptat apare în secțiunea „Pariurile mele”.</li><li>Miza minimă pe bilet este de 1 leu (sau echivalentul în moneda contului), iar câștigul maxim pe bilet este afișat înainte de confirmare.</li><li>Ne rezervăm dreptul de a limita miza pe anumite evenimente sau piețe; limita îți este comunicată înainte de plasarea pariului.</li></ul>",
        "<h2>2. Cote</h2>",
        "<p>Cotele sunt afișate în format zecimal. Cota valabilă este cea din momentul acceptării biletului. Dacă o cotă se modifică în timp ce plasezi pariul, ți se cere să confirmi noua cotă.</p>",
        "<h2>3. Rezultate și decontare</h2>",
        "<ul><li>Pariurile se decontează pe baza rezultatului oficial de la finalul timpului regulamentar (90 de minute plus prelungirile acordate de arbitru, la fotbal), dacă piața nu precizează altfel.</li><li>Prelungirile și loviturile de departajare contează doar pentru piețele care le menționează explicit.</li><li>Modificările ulterioare ale rezultatului de către organizatori, după decontare, nu sunt luate în considerare.</li></ul>",
        "<h2>4. Evenimente anulate sau amânate</h2>",
        "<p>Dacă un eveniment este anulat sau nu începe în 48 de ore de la ora programată, pariurile pe acel eveniment sunt anulate și se consideră cu cota 1,00. Pe un bilet combinat, celelalte selecții rămân valabile.</p>",
        "<h2>5. Pariuri live</h2>",
        "<p>La pariurile live, acceptarea biletului poate fi întârziată câteva secunde pentru a proteja toți jucătorii. Dacă în acest interval are loc o fază decisivă (gol, penalty, eliminare), pariul poate fi respins.</p>",
        "<h2>6. Erori evidente</h2>",
        "<p>Pariurile plasate la o cotă sau pe un rezultat afișat în mod evident greșit pot fi decontate la cota corectă sau anulate. Îți explicăm întotdeauna motivul.</p>",
        "<h2>7. Joc responsabil</h2>",
        "<p>Pariază doar sume pe care ți le permiți să le pierzi. Poți seta limite de depunere, de pierdere și de sesiune din profil sau te poți autoexclude oricând. Jocurile de noroc sunt interzise persoanelor sub 18 ani.</p>",
      ),
    },
  ),
  everywhere(
    { type: "page", slug: "regulamente-jocuri-casino" },
    {
      title: "Regulamente jocuri casino | Vela",
      description:
        "Regulile jocurilor de casino Vela: sloturi, ruletă europeană, blackjack și Dice, RTP, runde întrerupte și verificarea corectitudinii.",
      pageType: "RulesPage",
      path: "/regulamente-jocuri-casino",
      lang: "ro",
      content: html(
        "<h1>Regulamente jocuri casino</h1>",
        "<p>Acest regulament descrie modul de funcționare a jocurilor de casino oferite de Vela. Regulile detaliate ale fiecărui joc, tabelul de câștiguri și procentul de returnare către jucător (RTP) sunt disponibile în meniul de informații al jocului.</p>",
        "<h2>1. Prevederi generale</h2>",
        "<ul><li>Rezultatul fiecărei runde este stabilit de generatorul de numere aleatorii al serverului, verificabil prin mecanismul „provably fair”: înainte de rundă primești amprenta seed-ului serverului, iar după rundă poți verifica rezultatul.</li><li>Câștigurile se calculează pe baza tabelului de plăți valabil în momentul plasării mizei.</li><li>Defecțiunea jocului anulează toate plățile și rundele afectate; mizele se returnează.</li></ul>",
        "<h2>2. Sloturi</h2>",
        "<p>Câștigurile se plătesc pentru combinațiile de simboluri de pe liniile active, de la stânga la dreapta, dacă jocul nu precizează altfel. Pe o linie se plătește doar cea mai mare combinație câștigătoare. Rotirile gratuite se joacă cu miza rundei care le-a declanșat.</p>",
        "<h2>3. Ruletă europeană</h2>",
        "<p>Roata are 37 de căsuțe, numerotate de la 0 la 36. Pariurile simple (roșu/negru, par/impar, mic/mare) plătesc 1 la 1, iar un număr plin plătește 35 la 1. Când bila se oprește pe 0, pariurile simple sunt pierdute.</p>",
        "<h2>4. Blackjack</h2>",
        "<p>Se joacă cu șase pachete de cărți. Dealerul stă la 17. Blackjack-ul plătește 3 la 2, asigurarea plătește 2 la 1. Poți dubla pe primele două cărți și poți împărți perechile o dată.</p>",
        "<h2>5. Dice</h2>",
        "<p>Alegi pragul și direcția (sub sau peste). Cota este calculată din probabilitatea de câștig și afișată înainte de rundă.</p>",
        "<h2>6. Runde întrerupte</h2>",
        "<p>Dacă legătura se întrerupe în timpul unei runde, runda este finalizată pe server, iar rezultatul apare în istoricul jocurilor la următoarea conectare.</p>",
        "<h2>7. Joc responsabil</h2>",
        "<p>Jocurile de casino sunt o formă de divertisment. Stabilește-ți un buget, ia pauze regulate și folosește limitele din profil. Jocurile de noroc sunt interzise persoanelor sub 18 ani.</p>",
      ),
    },
  ),
];
