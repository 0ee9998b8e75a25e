/**
 * Thai (th_TH) and Indonesian (id_ID) copy of the block items and banners of the Thai and Indonesian sites
 * (home, advice landing, about and insights pages): each English text as the generator writes it on that
 * site, with its translation. `localizeSiteCopy` adds the translations as the entries' local localizations.
 */

/** English → Thai, as written on the Thai sites (brand Jobsdb, Thailand). */
const thai = {
  // Home: banners and cards
  'Find your next step': 'ก้าวต่อไปในอาชีพของคุณ',
  'Advice, tools and insights for every stage of your career.':
    'คำแนะนำ เครื่องมือ และข้อมูลเชิงลึกสำหรับทุกช่วงของเส้นทางอาชีพ',
  'Find the right people': 'ค้นหาคนที่ใช่',
  'Everything you need to attract and keep great people.': 'ทุกสิ่งที่คุณต้องการเพื่อดึงดูดและรักษาคนเก่ง',
  'Search jobs': 'ค้นหางาน',
  'Post a job ad': 'ลงประกาศงาน',
  'Jobsdb is a registered trademark.': 'Jobsdb เป็นเครื่องหมายการค้าจดทะเบียน',
  'Know your worth': 'รู้คุณค่าของตัวเอง',
  'See what people in your role are earning with our salary insights.':
    'ดูว่าคนในตำแหน่งเดียวกับคุณได้รับเงินเดือนเท่าไรด้วยข้อมูลเงินเดือนของเรา',
  'Hire with confidence': 'จ้างงานอย่างมั่นใจ',
  'Get more quality candidates with a premium job ad.': 'รับผู้สมัครคุณภาพมากขึ้นด้วยประกาศงานพรีเมียม',
  Explore: 'สำรวจ',
  'Career advice': 'คำแนะนำด้านอาชีพ',
  'Hiring advice': 'คำแนะนำด้านการจ้างงาน',
  'Resumes, interviews, pay and wellbeing, written by people who know the job market.':
    'เรซูเม่ การสัมภาษณ์ ค่าตอบแทน และสุขภาวะ เขียนโดยผู้ที่เข้าใจตลาดงาน',
  'Job ads, interviews and retention, with checklists you can use today.':
    'ประกาศงาน การสัมภาษณ์ และการรักษาพนักงาน พร้อมเช็กลิสต์ที่ใช้ได้ทันที',
  'Read more': 'อ่านเพิ่มเติม',
  New: 'ใหม่',
  'Market insights': 'ข้อมูลตลาดงาน',
  'Job ad trends, salaries and what people want from work.': 'แนวโน้มประกาศงาน เงินเดือน และสิ่งที่ผู้คนต้องการจากงาน',
  'See the data': 'ดูข้อมูล',
  'About Jobsdb': 'เกี่ยวกับ Jobsdb',
  'Who we are, how we work and how to get in touch.': 'เราคือใคร เราทำงานอย่างไร และวิธีติดต่อเรา',
  'Learn more': 'ดูเพิ่มเติม',
  'Browse career advice': 'ดูคำแนะนำด้านอาชีพ',
  'Read hiring advice': 'อ่านคำแนะนำด้านการจ้างงาน',
  'Why job seekers use Jobsdb': 'ทำไมผู้หางานจึงเลือก Jobsdb',
  'Find the right role': 'ค้นหาตำแหน่งที่ใช่',
  'Search thousands of jobs across Thailand and filter by what matters to you.':
    'ค้นหางานหลายพันตำแหน่งทั่วประเทศไทย และกรองตามสิ่งที่สำคัญสำหรับคุณ',
  'Compare salaries for your role and location before you apply or negotiate.':
    'เปรียบเทียบเงินเดือนตามตำแหน่งและพื้นที่ก่อนสมัครหรือต่อรอง',
  'Grow your career': 'เติบโตในสายอาชีพ',
  'Practical advice from people who know the job market, free to read.':
    'คำแนะนำที่นำไปใช้ได้จริงจากผู้ที่เข้าใจตลาดงาน อ่านได้ฟรี',
  'Why employers hire with Jobsdb': 'ทำไมนายจ้างจึงจ้างงานกับ Jobsdb',
  'Reach more candidates': 'เข้าถึงผู้สมัครมากขึ้น',
  'Millions of people in Thailand look for work with us every month.':
    'ผู้คนหลายล้านคนในประเทศไทยหางานกับเราทุกเดือน',
  'Find a better match': 'พบคนที่เหมาะสมกว่า',
  'Smart matching puts your ad in front of people with the right skills.':
    'ระบบจับคู่อัจฉริยะนำประกาศของคุณไปถึงคนที่มีทักษะตรงกับงาน',
  'Hire with insight': 'จ้างงานด้วยข้อมูลเชิงลึก',
  'Market data on salaries and applications helps you set the right offer.':
    'ข้อมูลตลาดด้านเงินเดือนและการสมัครงานช่วยให้คุณเสนอข้อเสนอที่เหมาะสม',
  'Latest career advice': 'คำแนะนำด้านอาชีพล่าสุด',
  'Latest hiring advice': 'คำแนะนำด้านการจ้างงานล่าสุด',
  'Search our advice': 'ค้นหาคำแนะนำของเรา',
  'Try "resume", "interview" or "salary".': 'ลองค้นหา "เรซูเม่" "สัมภาษณ์" หรือ "เงินเดือน"',
  'Talent Attraction Lab': 'Talent Attraction Lab',
  'See what attracts candidates in Thailand, by industry, location and generation.':
    'ดูว่าอะไรดึงดูดผู้สมัครในประเทศไทย แยกตามอุตสาหกรรม พื้นที่ และช่วงวัย',
  // About
  'We help people in Thailand live more fulfilling and productive working lives and help organisations succeed.':
    'เราช่วยให้ผู้คนในประเทศไทยมีชีวิตการทำงานที่มีความหมายและมีประสิทธิภาพมากขึ้น และช่วยให้องค์กรประสบความสำเร็จ',
  'Our purpose': 'เป้าหมายของเรา',
  'Jobsdb connects job seekers and employers across Thailand. Millions of people use our sites every month to find work, and thousands of businesses use them to find the people they need.':
    'Jobsdb เชื่อมโยงผู้หางานและนายจ้างทั่วประเทศไทย ผู้คนหลายล้านคนใช้เว็บไซต์ของเราหางานทุกเดือน และธุรกิจหลายพันแห่งใช้ค้นหาคนที่ต้องการ',
  'We invest in technology, research and advice so that every match is a better one.':
    'เราลงทุนในเทคโนโลยี งานวิจัย และคำแนะนำ เพื่อให้ทุกการจับคู่ดียิ่งขึ้น',
  'Contact and support': 'ติดต่อและความช่วยเหลือ',
  'How do I contact customer service?': 'ติดต่อฝ่ายบริการลูกค้าได้อย่างไร',
  'Use the contact form in our help centre or call us during business hours.':
    'ใช้แบบฟอร์มติดต่อในศูนย์ช่วยเหลือ หรือโทรหาเราในเวลาทำการ',
  'Where can I read about your privacy practices?': 'อ่านเรื่องการคุ้มครองความเป็นส่วนตัวได้ที่ไหน',
  'Our privacy policy explains what we collect and why. You can find it in the footer of every page.':
    'นโยบายความเป็นส่วนตัวอธิบายว่าเราเก็บข้อมูลอะไรและเพราะเหตุใด คุณหาได้ที่ส่วนท้ายของทุกหน้า',
  'Managing Director, Thailand': 'กรรมการผู้จัดการ ประเทศไทย',
  'Lina Tan leads Jobsdb in Thailand, working with our teams to help people find more fulfilling work and help employers find the people they need.':
    'Lina Tan เป็นผู้นำ Jobsdb ในประเทศไทย ทำงานร่วมกับทีมเพื่อช่วยให้ผู้คนพบงานที่มีความหมายมากขึ้น และช่วยให้นายจ้างพบคนที่ต้องการ',
  'Read our history': 'อ่านประวัติของเรา',
  'Hide our history': 'ซ่อนประวัติของเรา',
  'Jobsdb began as a small online jobs board and grew into one of the largest employment marketplaces in the region.':
    'Jobsdb เริ่มต้นจากเว็บประกาศงานออนไลน์ขนาดเล็ก และเติบโตเป็นหนึ่งในตลาดงานที่ใหญ่ที่สุดในภูมิภาค',
  'Today we invest in technology, research and advice so that every match between a job seeker and an employer is a better one.':
    'วันนี้เราลงทุนในเทคโนโลยี งานวิจัย และคำแนะนำ เพื่อให้ทุกการจับคู่ระหว่างผู้หางานและนายจ้างดียิ่งขึ้น',
};

/** English → Bahasa Indonesia, as written on the Indonesian sites (brand Jobstreet, Indonesia). */
const indonesian = {
  'Find your next step': 'Temukan langkah Anda berikutnya',
  'Advice, tools and insights for every stage of your career.':
    'Saran, alat, dan wawasan untuk setiap tahap karier Anda.',
  'Find the right people': 'Temukan orang yang tepat',
  'Everything you need to attract and keep great people.':
    'Semua yang Anda butuhkan untuk menarik dan mempertahankan orang-orang terbaik.',
  'Search jobs': 'Cari lowongan',
  'Post a job ad': 'Pasang iklan lowongan',
  'Jobstreet is a registered trademark.': 'Jobstreet adalah merek dagang terdaftar.',
  'Know your worth': 'Ketahui nilai Anda',
  'See what people in your role are earning with our salary insights.':
    'Lihat berapa penghasilan orang di posisi Anda dengan wawasan gaji kami.',
  'Hire with confidence': 'Rekrut dengan percaya diri',
  'Get more quality candidates with a premium job ad.':
    'Dapatkan lebih banyak kandidat berkualitas dengan iklan lowongan premium.',
  Explore: 'Jelajahi',
  'Career advice': 'Saran karier',
  'Hiring advice': 'Saran perekrutan',
  'Resumes, interviews, pay and wellbeing, written by people who know the job market.':
    'CV, wawancara, gaji, dan kesejahteraan, ditulis oleh orang yang memahami pasar kerja.',
  'Job ads, interviews and retention, with checklists you can use today.':
    'Iklan lowongan, wawancara, dan retensi, dengan daftar periksa yang bisa Anda gunakan hari ini.',
  'Read more': 'Baca selengkapnya',
  New: 'Baru',
  'Market insights': 'Wawasan pasar',
  'Job ad trends, salaries and what people want from work.':
    'Tren iklan lowongan, gaji, dan apa yang dicari orang dari pekerjaan.',
  'See the data': 'Lihat datanya',
  'About Jobstreet': 'Tentang Jobstreet',
  'Who we are, how we work and how to get in touch.':
    'Siapa kami, cara kami bekerja, dan cara menghubungi kami.',
  'Learn more': 'Pelajari lebih lanjut',
  'Browse career advice': 'Lihat saran karier',
  'Read hiring advice': 'Baca saran perekrutan',
  'Why job seekers use Jobstreet': 'Mengapa pencari kerja memilih Jobstreet',
  'Find the right role': 'Temukan posisi yang tepat',
  'Search thousands of jobs across Indonesia and filter by what matters to you.':
    'Cari ribuan lowongan di seluruh Indonesia dan saring sesuai hal yang penting bagi Anda.',
  'Compare salaries for your role and location before you apply or negotiate.':
    'Bandingkan gaji untuk posisi dan lokasi Anda sebelum melamar atau bernegosiasi.',
  'Grow your career': 'Kembangkan karier Anda',
  'Practical advice from people who know the job market, free to read.':
    'Saran praktis dari orang yang memahami pasar kerja, gratis dibaca.',
  'Why employers hire with Jobstreet': 'Mengapa pemberi kerja merekrut dengan Jobstreet',
  'Reach more candidates': 'Jangkau lebih banyak kandidat',
  'Millions of people in Indonesia look for work with us every month.':
    'Jutaan orang di Indonesia mencari kerja bersama kami setiap bulan.',
  'Find a better match': 'Temukan kecocokan yang lebih baik',
  'Smart matching puts your ad in front of people with the right skills.':
    'Pencocokan cerdas menampilkan iklan Anda kepada orang dengan keterampilan yang tepat.',
  'Hire with insight': 'Rekrut berbekal wawasan',
  'Market data on salaries and applications helps you set the right offer.':
    'Data pasar tentang gaji dan lamaran membantu Anda menentukan penawaran yang tepat.',
  'Latest career advice': 'Saran karier terbaru',
  'Latest hiring advice': 'Saran perekrutan terbaru',
  'Search our advice': 'Cari saran kami',
  'Try "resume", "interview" or "salary".': 'Coba "CV", "wawancara", atau "gaji".',
  'See what attracts candidates in Indonesia, by industry, location and generation.':
    'Lihat apa yang menarik kandidat di Indonesia, menurut industri, lokasi, dan generasi.',
  'We help people in Indonesia live more fulfilling and productive working lives and help organisations succeed.':
    'Kami membantu orang di Indonesia menjalani kehidupan kerja yang lebih bermakna dan produktif, serta membantu organisasi meraih sukses.',
  'Our purpose': 'Tujuan kami',
  'Jobstreet connects job seekers and employers across Indonesia. Millions of people use our sites every month to find work, and thousands of businesses use them to find the people they need.':
    'Jobstreet menghubungkan pencari kerja dan pemberi kerja di seluruh Indonesia. Jutaan orang menggunakan situs kami setiap bulan untuk mencari kerja, dan ribuan bisnis menggunakannya untuk menemukan orang yang mereka butuhkan.',
  'We invest in technology, research and advice so that every match is a better one.':
    'Kami berinvestasi dalam teknologi, riset, dan saran agar setiap kecocokan menjadi lebih baik.',
  'Contact and support': 'Kontak dan dukungan',
  'How do I contact customer service?': 'Bagaimana cara menghubungi layanan pelanggan?',
  'Use the contact form in our help centre or call us during business hours.':
    'Gunakan formulir kontak di pusat bantuan kami atau telepon kami pada jam kerja.',
  'Where can I read about your privacy practices?': 'Di mana saya bisa membaca tentang praktik privasi Anda?',
  'Our privacy policy explains what we collect and why. You can find it in the footer of every page.':
    'Kebijakan privasi kami menjelaskan data apa yang kami kumpulkan dan alasannya. Anda dapat menemukannya di bagian bawah setiap halaman.',
  'Managing Director, Indonesia': 'Direktur Pelaksana, Indonesia',
  'Lina Tan leads Jobstreet in Indonesia, working with our teams to help people find more fulfilling work and help employers find the people they need.':
    'Lina Tan memimpin Jobstreet di Indonesia, bekerja bersama tim kami untuk membantu orang menemukan pekerjaan yang lebih bermakna dan membantu pemberi kerja menemukan orang yang mereka butuhkan.',
  'Read our history': 'Baca sejarah kami',
  'Hide our history': 'Sembunyikan sejarah kami',
  'Jobstreet began as a small online jobs board and grew into one of the largest employment marketplaces in the region.':
    'Jobstreet berawal dari papan lowongan daring kecil dan tumbuh menjadi salah satu pasar kerja terbesar di kawasan ini.',
  'Today we invest in technology, research and advice so that every match between a job seeker and an employer is a better one.':
    'Kini kami berinvestasi dalam teknologi, riset, dan saran agar setiap kecocokan antara pencari kerja dan pemberi kerja menjadi lebih baik.',
};

/** The local locale of a site's English locale, with its copy. */
const localCopy = {
  en_TH: { locale: 'th_TH', copy: thai },
  en_ID: { locale: 'id_ID', copy: indonesian },
};

// Keys whose strings are identifiers, addresses or settings, never reader-visible copy.
const KEPT = new Set(['id', '__typename', 'url', 'slug', 'locale', 'handle', 'key', 'name', 'htmlId']);

/** `value` with every string found in `copy` translated; the same object when nothing was. */
function translated(value, copy) {
  if (typeof value === 'string') return copy[value] ?? value;
  if (Array.isArray(value)) {
    const items = value.map((item) => translated(item, copy));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out = {};
    for (const [key, field] of Object.entries(value)) {
      out[key] = KEPT.has(key) ? field : translated(field, copy);
      changed ||= out[key] !== field;
    }
    return changed ? out : value;
  }
  return value;
}

/**
 * Gives the block items and banners of the Thai and Indonesian sites their local-language localization: each
 * field of the English (en_TH, en_ID) localization with copy to translate, unless the entry already has that
 * field in the local locale. Fields without such copy fall back to English, as the CMS does field by field.
 * @param {Record<string, any[]>} files the corpus' records by file
 */
export function localizeSiteCopy(files) {
  for (const file of ['blocks.json', 'banners.json']) {
    for (const record of files[file] ?? []) {
      for (const [english, { locale, copy }] of Object.entries(localCopy)) {
        const values = record.localizations?.[english];
        if (!values) continue;
        const local = { ...record.localizations[locale] };
        for (const [key, field] of Object.entries(values)) {
          if (key in local || KEPT.has(key)) continue;
          const text = translated(field, copy);
          if (text !== field) local[key] = text;
        }
        if (Object.keys(local).length) record.localizations[locale] = local;
      }
    }
  }
}
