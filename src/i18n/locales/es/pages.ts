// Spanish texts of the Instructions, FAQ, About and Privacy Policy pages.
import type { Catalog } from '../../catalog.ts';

export const instructions: Catalog['instructions'] = {
  title: 'Instrucciones',
  description:
    'Cómo capturar tu firma manuscrita con InkLift en cinco pasos, con consejos rápidos para un resultado limpio y transparente.',
  heading: 'Cómo capturar tu firma',
  stepsHeading: 'Cinco pasos',
  steps: [
    {
      title: 'Prepara la luz',
      text: 'Siéntate frente a una ventana o una lámpara para que el papel quede iluminado de forma uniforme.',
    },
    {
      title: 'Inicia y captura',
      text: 'Pulsa Iniciar, sostén tu firma en papel blanco dentro del recuadro guía y pulsa Capturar.',
    },
    {
      title: 'Revisa',
      text: 'Comprueba la vista previa. Si está borrosa o cortada, simplemente vuelve a capturar.',
    },
    {
      title: 'Limpia',
      text: 'Pulsa Limpiar para quitar el papel y conservar solo la tinta.',
    },
    {
      title: 'Guarda',
      text: 'Pulsa Guardar PNG para descargar tu signature.png transparente.',
    },
  ],
  tipsHeading: 'Consejos rápidos',
  tips: [
    'Usa un bolígrafo oscuro sobre papel blanco.',
    'Ilumina el papel de forma uniforme, sin sombras.',
    'Sujeta el papel sin moverlo y alinéalo con el recuadro guía.',
    'En el móvil, usa la cámara trasera.',
    'La orientación horizontal suele funcionar mejor que la vertical.',
  ],
};

export const faq: Catalog['faq'] = {
  title: 'Preguntas frecuentes',
  description:
    'Respuestas sobre InkLift: gratis y sin registro, PNG transparente, nada que instalar e imágenes que nunca salen de tu dispositivo.',
  heading: 'Preguntas frecuentes',
  items: [
    {
      question: '¿InkLift es gratis? ¿Tengo que registrarme?',
      answer: 'Sí, es totalmente gratis y no hay registro ni cuenta de ningún tipo.',
    },
    {
      question: '¿Qué archivo obtengo?',
      answer:
        'Una imagen PNG con fondo transparente: solo queda la tinta de tu firma, así que encaja limpiamente en cualquier documento.',
    },
    {
      question: '¿Necesito algún programa especial?',
      answer:
        'No. Basta con un navegador web actual y una webcam (o la cámara del móvil); no hay nada que instalar.',
    },
    {
      question: '¿Mi firma sale de mi dispositivo?',
      answer:
        'Nunca. Todo el procesamiento ocurre en tu navegador: la foto y el PNG se quedan en tu dispositivo, y nada se envía a ningún sitio salvo que compartas tú el archivo.',
    },
    {
      question: '¿InkLift recuerda mi firma?',
      answer:
        'Solo si lo pides: elige Guardar en Mis firmas bajo un resultado, un dibujo o un nombre escrito, y se guarda en este navegador de este dispositivo, nunca en un servidor. Mis firmas, en la página de captura, muestra lo guardado; Eliminar quita un elemento, Olvidar todo lo quita todo y Exportar a un archivo te permite llevarlas a otro dispositivo.',
    },
    {
      question: 'Mi webcam no funciona. ¿Qué puedo hacer?',
      answer:
        'Comprueba que el navegador tiene permiso para usar la cámara (el icono de la cámara en la barra de direcciones o la configuración del sitio), cierra otras aplicaciones que puedan estar usándola, recarga la página y pulsa Iniciar de nuevo.',
    },
    {
      question: '¿Puedo firmar un PDF con un certificado?',
      answer:
        'Sí: en la página Firmar un PDF, Firmar con certificado añade una firma digital (PAdES) con tu propio .p12/.pfx o con un certificado creado en este dispositivo. Se crea y se comprueba aquí, sin red: no hay sellado de tiempo ni consulta de revocación o de autoridad, porque un sellado de tiempo necesita un servidor.',
    },
  ],
};

export const about: Catalog['about'] = {
  title: 'Acerca de',
  description:
    'InkLift convierte una firma manuscrita en un PNG limpio y transparente directamente en tu navegador: sin cuenta, sin servidor y sin subir nada.',
  heading: 'Acerca de InkLift',
  intro: [
    'InkLift es una herramienta gratuita con un único fin: convertir una firma manuscrita en un PNG limpio y transparente. Sostén tu firma en papel blanco delante de la webcam, captúrala dentro del recuadro guía, quita el papel con un clic y guarda el resultado, listo para un contrato, un formulario, una factura o un correo electrónico.',
    'No hay cuentas ni servidores de por medio. Todo ocurre en tu propio dispositivo, dentro del navegador: la imagen de la cámara, la eliminación del fondo y el archivo que guardas no viajan a ninguna parte.',
  ],
  useCasesHeading: 'Casos de uso reales',
  testimonials: [
    {
      quote:
        'Firmo una docena de contratos como autónoma cada mes. Firmar una vez en papel y poner el mismo PNG limpio en cada PDF me ahorra imprimir, escanear e ir a la copistería.',
      author: 'Marta, traductora autónoma',
    },
    {
      quote:
        'Nuestro consejo de estudiantes necesitaba firmas en cuarenta certificados de un día para otro. Capturamos la firma del presidente con la webcam de un portátil en menos de un minuto, y no se subió nada a ningún sitio.',
      author: 'Daniel, tesorero del consejo de estudiantes',
    },
  ],
  creditsHeading: 'Créditos',
  fonts:
    'Escribir una firma usa las fuentes manuscritas Dancing Script, Caveat, Great Vibes y Sacramento, de sus autores, bajo la SIL Open Font License 1.1. ',
  fontsLicence: 'Leer las licencias de las fuentes',
};

export const privacy: Catalog['privacy'] = {
  title: 'Política de privacidad',
  description:
    'InkLift procesa tu firma localmente en tu navegador y no recoge datos personales. Lee nuestra política de privacidad y las condiciones de uso.',
  heading: 'Política de privacidad',
  sections: [
    {
      heading: 'Privacidad y tratamiento de datos',
      paragraphs: [
        'InkLift lo procesa todo localmente en tu navegador. La imagen de la cámara, la firma capturada y la imagen limpia se quedan en tu dispositivo; nada se sube, se almacena en un servidor ni se comparte con nadie.',
        'No recogemos datos personales: no hay cuentas, cookies, analíticas ni seguimiento. El acceso a la cámara solo se usa mientras la tienes encendida y termina cuando pulsas Detener o sales de la página Captura.',
        'En este navegador se guardan siempre dos cosas, solo en tu dispositivo: el idioma que elijas en la cabecera (si eliges uno) y los propios archivos de la aplicación, para que también funcione sin conexión. Ninguna de las dos contiene nada que hayas capturado o firmado.',
        'Una tercera solo cuando la pides: al elegir Guardar en Mis firmas, esa firma o esas iniciales —la imagen transparente, su forma vectorial, el nombre que le diste, su color de tinta y cuándo se guardó y se usó por última vez— se almacenan en el propio almacenamiento de este navegador para este sitio (IndexedDB), solo en este dispositivo, y nunca se suben. Elimina una con Eliminar, todo con Olvidar todo (ambos en Mis firmas, en la página de captura), o borra los datos de este sitio en la configuración del navegador. Exportar a un archivo crea un archivo que guardas tú; InkLift nunca lo ve.',
        'Los únicos recursos externos que cargan las páginas son las imágenes de los dos botones de donación. Esas solicitudes no indican la página de procedencia (referrer) ni llevan ningún dato sobre ti o tu firma.',
      ],
    },
    {
      heading: 'Condiciones de uso y exención de responsabilidad',
      paragraphs: [
        'InkLift se ofrece «tal cual», sin garantías de ningún tipo, expresas o implícitas, incluida la de idoneidad para un fin determinado.',
        'Usas la herramienta bajo tu propia responsabilidad. Eres responsable del uso que hagas de la imagen de tu firma y de cumplir las normas aplicables a los documentos que firmes.',
        'En la máxima medida permitida por la ley, los autores no aceptan responsabilidad alguna por pérdidas o daños derivados del uso de InkLift.',
      ],
    },
  ],
};
