/** Thai (th_TH) and Indonesian (id_ID) copy of the corpus: articles, categories, sections and page text. */

/** Article translations by `${audience}:${slug}`; a missing field falls back to the English locale. */
export const articleTranslations = {
  th_TH: {
    'candidate:how-to-write-a-resume': {
      title: 'วิธีเขียนเรซูเม่ให้โดดเด่น',
      excerpt: 'เรซูเม่ที่ชัดเจนและจัดระเบียบดีช่วยให้คุณได้รับเชิญไปสัมภาษณ์ มาดูกันว่าควรใส่อะไรและไม่ควรใส่อะไร',
      body: [
        'ผู้จัดการฝ่ายสรรหามักใช้เวลาอ่านเรซูเม่รอบแรกไม่ถึงหนึ่งนาที ข้อมูลที่สำคัญที่สุดจึงควรหาได้ง่าย เริ่มด้วยชื่อ เบอร์โทรศัพท์ และอีเมล ตามด้วยสรุปสั้น ๆ ว่าคุณเป็นใครและกำลังมองหางานแบบไหน',
        '## เรียงประสบการณ์จากล่าสุดไปเก่าสุด',
        'ใส่ตำแหน่งงานล่าสุดไว้ก่อน ระบุชื่อตำแหน่ง นายจ้าง ช่วงเวลาที่ทำงาน และผลงานเด่นสามถึงห้าข้อ ใช้ตัวเลขเมื่อทำได้ เช่น "ลดเวลาการจัดการใบแจ้งหนี้ลง 30%"',
        'ปรับเรซูเม่ให้ตรงกับแต่ละตำแหน่งที่สมัคร และขอให้คนที่คุณไว้ใจช่วยตรวจทานก่อนส่ง',
      ],
    },
    'candidate:salary-negotiation': {
      title: 'วิธีต่อรองเงินเดือน',
      excerpt: 'การหาข้อมูล จังหวะเวลา และตัวเลขที่ชัดเจน ช่วยให้การคุยเรื่องเงินเดือนเครียดน้อยลงมาก',
    },
    'employer:how-to-write-a-job-ad': {
      title: 'วิธีเขียนประกาศงานให้ดึงดูดผู้สมัครที่ใช่',
      excerpt: 'ประกาศงานที่ชัดเจนและตรงไปตรงมาช่วยประหยัดเวลา เพราะดึงดูดคนที่เหมาะกับตำแหน่งจริง ๆ',
      body: [
        'ผู้สมัครอ่านประกาศงานอย่างรวดเร็ว จึงควรเริ่มด้วยสิ่งที่สำคัญที่สุดสำหรับพวกเขา ได้แก่ ชื่อตำแหน่ง สถานที่ทำงาน ประเภทงาน และช่วงเงินเดือนหากระบุได้',
        'อธิบายว่างานในแต่ละสัปดาห์เป็นอย่างไร และคนที่ได้รับตำแหน่งจะทำอะไรสำเร็จภายในหกเดือนแรก รายการคุณสมบัติที่จำเป็นควรสั้นและชัดเจน',
        'ปิดท้ายด้วยวัฒนธรรมองค์กรและสวัสดิการ พร้อมบอกขั้นตอนถัดไปให้ชัดเจน',
      ],
    },
  },
  id_ID: {
    'candidate:how-to-write-a-resume': {
      title: 'Cara menulis CV yang menarik perhatian',
      excerpt:
        'CV yang jelas dan tertata rapi membawa Anda ke tahap wawancara. Ini yang perlu dicantumkan dan yang sebaiknya dihilangkan.',
      body: [
        'Perekrut sering kali hanya membaca CV Anda kurang dari satu menit pada kesempatan pertama, jadi informasi terpenting harus mudah ditemukan. Mulailah dengan nama, nomor telepon, dan alamat email, lalu ringkasan singkat tentang diri Anda dan pekerjaan yang Anda cari.',
        '## Urutkan pengalaman dari yang terbaru',
        'Cantumkan pekerjaan terakhir Anda lebih dulu. Untuk setiap pekerjaan, tuliskan jabatan, nama perusahaan, periode kerja, dan tiga sampai lima pencapaian. Gunakan angka bila memungkinkan.',
        'Sesuaikan CV dengan setiap lowongan dan minta orang yang Anda percaya untuk memeriksanya sebelum dikirim.',
      ],
    },
    'candidate:tell-me-about-yourself': {
      title: "Cara menjawab 'Ceritakan tentang diri Anda'",
      excerpt:
        'Pertanyaan ini sering menjadi pembuka wawancara. Struktur sederhana membantu Anda menjawab dengan percaya diri.',
      body: [
        'Pewawancara mengajukan pertanyaan ini untuk memahami cara Anda melihat karier sendiri. Anggap saja sebagai ringkasan dua menit, bukan kisah hidup Anda.',
        'Gunakan struktur sekarang, dulu, dan nanti: apa yang Anda kerjakan saat ini, pengalaman sebelumnya yang relevan, dan mengapa peluang ini menjadi langkah berikutnya yang tepat.',
        'Berlatihlah mengucapkannya beberapa kali, tetapi jangan menghafal naskah.',
      ],
    },
    'employer:structured-interviews': {
      title: 'Mengapa wawancara terstruktur menghasilkan rekrutmen yang lebih baik',
      excerpt:
        'Mengajukan pertanyaan yang sama kepada setiap kandidat membuat perbandingan lebih adil dan keputusan lebih mudah.',
      body: [
        'Dalam wawancara terstruktur, setiap kandidat menjawab pertanyaan inti yang sama, dan setiap jawaban dinilai berdasarkan kriteria yang disepakati sebelumnya.',
        'Cara ini mengurangi pengaruh kesan pertama dan bias yang tidak disadari, serta memudahkan perbandingan antarkandidat.',
        'Gabungkan pertanyaan perilaku dan pertanyaan situasional untuk melihat kinerja masa lalu sekaligus cara kandidat mengambil keputusan.',
      ],
    },
  },
};

/** An article that exists only in Thai on the Thai candidate site. */
export const thaiOnlyArticle = {
  slug: 'back-to-work-after-songkran',
  title: 'เตรียมพร้อมกลับมาทำงานหลังวันหยุดสงกรานต์',
  excerpt: 'เคล็ดลับง่าย ๆ ที่ช่วยให้คุณกลับเข้าสู่จังหวะการทำงานได้อย่างราบรื่นหลังวันหยุดยาว',
  category: 'wellbeing',
  minutes: 3,
  body: [
    'หลังวันหยุดยาว หลายคนรู้สึกว่ายากที่จะกลับมาโฟกัสกับงาน ลองวางแผนงานสำหรับวันแรกไว้ล่วงหน้าก่อนหยุด',
    'เริ่มวันแรกด้วยการเคลียร์อีเมลและจัดลำดับความสำคัญของงาน แทนที่จะรีบเริ่มงานใหญ่ทันที',
    'พักผ่อนให้เพียงพอในคืนก่อนกลับมาทำงาน และให้เวลาตัวเองปรับตัวสักสองสามวัน',
  ],
};

export const categoryNames = {
  th_TH: {
    'career-development': 'พัฒนาอาชีพ',
    'changing-careers': 'เปลี่ยนสายงาน',
    'workplace-skills': 'ทักษะในการทำงาน',
    'interview-tips': 'เคล็ดลับการสัมภาษณ์',
    'pay-and-salary': 'เงินเดือนและค่าตอบแทน',
    wellbeing: 'สุขภาวะในที่ทำงาน',
    'career-insights': 'ข้อมูลเชิงลึกด้านอาชีพ',
    recruitment: 'การสรรหาบุคลากร',
    'job-ads': 'ประกาศงาน',
    interviewing: 'การสัมภาษณ์',
    'managing-people': 'การบริหารคน',
    retention: 'การรักษาพนักงาน',
    'employer-branding': 'แบรนด์นายจ้าง',
    'hiring-trends': 'แนวโน้มการจ้างงาน',
  },
  id_ID: {
    'career-development': 'Pengembangan karier',
    'changing-careers': 'Beralih karier',
    'workplace-skills': 'Keterampilan kerja',
    'interview-tips': 'Tips wawancara',
    'pay-and-salary': 'Gaji dan tunjangan',
    wellbeing: 'Kesejahteraan kerja',
    'career-insights': 'Wawasan karier',
    recruitment: 'Rekrutmen',
    'job-ads': 'Iklan lowongan',
    interviewing: 'Wawancara',
    'managing-people': 'Mengelola karyawan',
    retention: 'Retensi karyawan',
    'employer-branding': 'Employer branding',
    'hiring-trends': 'Tren perekrutan',
  },
};

export const sectionNames = {
  th_TH: {
    about: 'เกี่ยวกับเรา',
    careers: 'ร่วมงานกับเรา',
    'life-at-seek': 'ชีวิตการทำงานที่ SEEK',
    'career-advice': 'คำแนะนำด้านอาชีพ',
    'hiring-advice': 'คำแนะนำด้านการจ้างงาน',
    'market-insights': 'ข้อมูลตลาดงาน',
  },
  id_ID: {
    about: 'Tentang kami',
    careers: 'Karier',
    'life-at-seek': 'Bekerja di SEEK',
    'career-advice': 'Saran karier',
    'hiring-advice': 'Saran perekrutan',
    'market-insights': 'Wawasan pasar',
  },
};

/** Page texts in the local language: heading and intro of the home and landing pages. */
export const pageText = {
  th_TH: {
    homeTitle: 'หน้าแรก',
    homeHeading: 'คำแนะนำด้านอาชีพและข้อมูลเชิงลึกจาก Jobsdb',
    homeIntro: 'บทความ เคล็ดลับ และข้อมูลตลาดงานที่ช่วยให้คุณก้าวหน้าในอาชีพ ไม่ว่าคุณจะกำลังหางานใหม่หรืออยากเติบโตในงานปัจจุบัน',
    aboutTitle: 'เกี่ยวกับเรา',
  },
  id_ID: {
    homeTitle: 'Beranda',
    homeHeading: 'Saran karier dan wawasan dari Jobstreet',
    homeIntro:
      'Artikel, tips, dan data pasar kerja untuk membantu Anda berkembang, baik saat mencari pekerjaan baru maupun ingin maju di pekerjaan sekarang.',
    aboutTitle: 'Tentang kami',
  },
};

/** Footer link labels by locale (English is the default); privacy has a local and an English notice. */
export const footerLabels = {
  th_TH: {
    about: 'เกี่ยวกับเรา',
    terms: 'ข้อกำหนดและเงื่อนไข',
    help: 'ศูนย์ช่วยเหลือ',
  },
  id_ID: {
    about: 'Tentang kami',
    terms: 'Syarat dan ketentuan',
    help: 'Pusat bantuan',
  },
};

/**
 * A category's description and SEO description in the local language; `name` is its local name. English
 * (the default) is written by the generator.
 */
export const categoryCopy = {
  th_TH: {
    description: (name, audience) =>
      `บทความ${name}สำหรับ${audience === 'candidate' ? 'ผู้หางาน' : 'นายจ้าง'}ในประเทศไทย`,
    seoDescription: (name) => `คำแนะนำและข้อมูลเชิงลึกเรื่อง${name}`,
  },
  id_ID: {
    description: (name, audience) =>
      `Artikel ${name.toLowerCase()} untuk ${audience === 'candidate' ? 'pencari kerja' : 'pemberi kerja'} di Indonesia.`,
    seoDescription: (name) => `Saran dan wawasan seputar ${name.toLowerCase()}.`,
  },
};

/** The footer's copyright line by locale (`default`: every English locale). */
export const footerCopyright = {
  default: (brand, year) => `© ${brand} ${year}. All rights reserved.`,
  th_TH: (brand, year) => `© ${brand} ${year} สงวนลิขสิทธิ์`,
  id_ID: (brand, year) => `© ${brand} ${year}. Hak cipta dilindungi undang-undang.`,
};

/** The contact line some articles end with, by locale (`default`: English). */
export const contactUsLine = {
  default: 'Questions about this article? Email our team at content@example-jobs.com.',
  th_TH: 'มีคำถามเกี่ยวกับบทความนี้ใช่ไหม ส่งอีเมลถึงทีมของเราที่ content@example-jobs.com',
  id_ID: 'Ada pertanyaan tentang artikel ini? Kirim email ke tim kami di content@example-jobs.com.',
};
