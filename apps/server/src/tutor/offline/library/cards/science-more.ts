import type { TopicCard } from '../types.ts';

/** Science (subject 2), the questions learners ask most: original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'science-sky-blue',
    subjectId: 2,
    title: 'Why the sky is blue',
    keywords: ['why is the sky blue', 'blue sky', 'sky blue', 'colour of the sky', 'color of the sky', 'red sunset', 'sunset colours', 'scattering of light', 'rayleigh scattering'],
    explanation: {
      child:
        'Sunlight looks white, but it is made of all the colours of the rainbow. When sunlight hits the air, the air bounces the colours around. Blue light bounces around the most. So blue light comes at us from all over the sky. That is why the sky looks blue!',
      teen:
        'White sunlight is a mix of all colours, and each colour has a different wavelength. When light passes through the air, it bumps into tiny gas molecules and gets scattered in all directions. Short wavelengths, like blue, are scattered much more than long ones, like red. So blue light reaches your eyes from every part of the sky, and the sky looks blue. At sunset, light crosses much more air, so most of the blue is scattered away and the reds and oranges are left.',
      adult:
        'The blue sky comes from Rayleigh scattering: molecules of nitrogen and oxygen scatter light far more strongly at short wavelengths, roughly in proportion to one over the wavelength to the fourth power. Blue light is therefore scattered across the whole sky, while most red light travels straight on, which is why the sky away from the Sun looks blue. Violet is scattered even more, but sunlight holds less of it and our eyes are less sensitive to it. At sunrise and sunset, light takes a much longer path through the air, so the blue is scattered out and the Sun and clouds glow red and orange.',
    },
    keyConcepts: ['Sunlight is a mix of all colours', 'Air scatters blue light much more than red', 'Scattered blue light reaches us from the whole sky', 'At sunset the long path leaves mostly red and orange'],
    workedExample: {
      problem: 'Why does the Sun look orange or red when it is low in the sky at sunset?',
      steps: [
        'At sunset, sunlight travels through much more air to reach you than at midday.',
        'Along that long path, most of the blue light is scattered away to the sides.',
        'The light that still comes straight to you is mostly the longer wavelengths: red and orange.',
      ],
      answer: 'The long path through the air scatters out the blue light, leaving red and orange light.',
    },
    checkQuestions: [
      { question: 'Which colour of light does the air scatter the most: blue or red?', answer: 'Blue', acceptable: ['blue'] },
      { question: 'White sunlight is a mix of what?', answer: 'All the colours of the rainbow', acceptable: ['colours', 'colors', 'rainbow'] },
      { question: 'What is the name for light bouncing off tiny particles in all directions?', answer: 'Scattering', acceptable: ['scatter'] },
    ],
    realWorldExample: 'On the Moon, which has no air to scatter light, the sky is black even in daytime.',
    related: ['science-light', 'science-solar-system'],
  },
  {
    id: 'science-respiration',
    subjectId: 2,
    title: 'Respiration and mitochondria',
    keywords: ['respiration', 'mitochondria', 'mitochondrion', 'powerhouse of the cell', 'cellular respiration', 'aerobic respiration', 'anaerobic respiration', 'how cells get energy', 'glucose and oxygen'],
    explanation: {
      child:
        'Your body needs energy to move, grow and keep warm. That energy comes from food. Inside your cells are tiny parts called mitochondria. They use oxygen to break down sugar from your food. This lets out the energy your cells need, and it is called respiration.',
      teen:
        'Respiration is how every living cell gets energy from food. It mostly takes place in mitochondria, tiny parts of the cell often called its powerhouses. In aerobic respiration, sugar from food reacts with oxygen to give carbon dioxide, water and energy. When oxygen runs short, as in hard exercise, muscles switch to a kind without oxygen. This gives less energy and makes lactic acid, which adds to that burning feeling.',
      adult:
        'Respiration is the process by which cells release the energy stored in glucose and keep it in a molecule called ATP, which powers almost everything a cell does. Aerobic respiration takes place mostly in the mitochondria. It uses oxygen and gives off carbon dioxide and water, in effect the reverse of photosynthesis. Without enough oxygen, cells switch to anaerobic respiration: muscles make lactic acid, and yeast makes alcohol and carbon dioxide, which is why bread rises. Respiration is not the same as breathing, which simply brings oxygen in and takes carbon dioxide out.',
    },
    keyConcepts: ['Respiration releases energy from food in every cell', 'It mostly happens in the mitochondria', 'Aerobic: glucose + oxygen gives carbon dioxide + water + energy', 'Anaerobic: no oxygen, less energy, lactic acid'],
    workedExample: {
      problem: 'Why do you breathe faster when you run?',
      steps: [
        'Running muscles need more energy, so their cells carry out more respiration.',
        'Aerobic respiration uses oxygen and makes carbon dioxide.',
        'Breathing faster brings in more oxygen and removes the extra carbon dioxide.',
      ],
      answer: 'To supply more oxygen for respiration in the muscles and to get rid of the extra carbon dioxide.',
    },
    checkQuestions: [
      { question: 'Which part of the cell is called its powerhouse?', answer: 'The mitochondria', acceptable: ['mitochondria', 'mitochondrion'] },
      { question: 'Which gas does aerobic respiration use up?', answer: 'Oxygen', acceptable: ['oxygen'] },
      { question: 'What does anaerobic respiration in muscles make?', answer: 'Lactic acid', acceptable: ['lactic acid', 'lactate'] },
    ],
    realWorldExample: 'Bread rises because yeast carries out anaerobic respiration, releasing bubbles of carbon dioxide into the dough.',
    related: ['science-cells', 'science-photosynthesis', 'science-heart-circulation'],
  },
  {
    id: 'science-dna-genes',
    subjectId: 2,
    title: 'DNA, genes and inheritance',
    keywords: ['dna', 'genes', 'gene', 'inheritance', 'chromosomes', 'genetics', 'heredity', 'double helix', 'inherited traits', 'dominant and recessive'],
    explanation: {
      child:
        'Every living thing has a set of instructions inside its cells, called DNA. Small parts of DNA are called genes. Genes help decide things like the colour of your eyes. You get half your genes from each parent. That is why you may look a bit like both of them.',
      teen:
        'DNA is a long molecule, shaped like a twisted ladder called a double helix, that carries the instructions for building and running a living thing. It is packed into chromosomes in the nucleus of each cell; humans have 23 pairs. A gene is a section of DNA that codes for one protein, and different versions of a gene, called alleles, cause different traits. You inherit one set of chromosomes from each parent. A dominant allele shows its effect even if you have only one copy, while a recessive one shows only with two copies.',
      adult:
        'DNA stores genetic information as a sequence of four bases (A, T, C and G) along a double helix, and the order of the bases in a gene sets the order of amino acids in a protein. Humans carry about 20,000 genes on 23 pairs of chromosomes, one of each pair from each parent, so every child gets a new mix. Alleles can be dominant or recessive, although many traits, such as height, depend on many genes and on the environment. Changes in the sequence, called mutations, give the variation on which natural selection acts.',
    },
    keyConcepts: ['DNA holds the instructions for a living thing', 'A gene is a section of DNA', 'Chromosomes come in pairs, one from each parent', 'Dominant alleles show with one copy, recessive need two'],
    workedExample: {
      problem: 'Two parents each carry one allele for brown eyes (B, dominant) and one for blue eyes (b, recessive). Can their child have blue eyes?',
      steps: [
        'Each parent is Bb, so each passes on either B or b.',
        'The possible pairs are BB, Bb, bB and bb.',
        'Only bb gives blue eyes, since blue is recessive and needs two copies.',
      ],
      answer: 'Yes: there is a 1 in 4 chance that the child is bb and has blue eyes.',
    },
    checkQuestions: [
      { question: 'What is the name for a section of DNA that codes for one protein?', answer: 'A gene', acceptable: ['gene'] },
      { question: 'How many pairs of chromosomes do humans have?', answer: '23 pairs', acceptable: ['23', 'twenty-three', 'twenty three'] },
      { question: 'What shape is DNA, often described as a twisted ladder?', answer: 'A double helix', acceptable: ['double helix', 'helix'] },
    ],
    realWorldExample: 'DNA tests can show family links and help doctors find the cause of some inherited illnesses.',
    related: ['science-cells', 'science-evolution'],
  },
  {
    id: 'science-evolution',
    subjectId: 2,
    title: 'Evolution and natural selection',
    keywords: ['evolution', 'natural selection', 'darwin', 'survival of the fittest', 'adaptation', 'adaptations', 'how species change', 'fossils', 'common ancestor'],
    explanation: {
      child:
        'Living things change slowly over a very long time. This is called evolution. Animals that fit their home well live longer and have more babies. The babies get the helpful features from their parents. Over many years, a whole group can change a lot.',
      teen:
        'Evolution is the slow change in living things over many generations, and Charles Darwin explained it with natural selection. Members of a species vary, and some of that variation is passed on in their genes. Those with helpful traits, such as better camouflage, are more likely to survive and have young. So helpful traits become more common over time, and new species can form. Fossils and DNA show this has happened over millions of years.',
      adult:
        'Evolution by natural selection rests on three facts. Individuals in a group vary, much of that variation is passed on, and more young are born than can survive. Those whose traits suit their surroundings leave more offspring, so those traits become more common, and groups kept apart can split into separate species. The evidence comes from fossils, shared body plans, DNA and change we can watch today, such as bacteria becoming resistant to antibiotics. Evolution has no goal; it simply favours what works where a living thing is now.',
    },
    keyConcepts: ['Living things vary, and variation is inherited', 'Helpful traits improve survival and breeding', 'Over generations, helpful traits become common', 'Evidence: fossils, DNA and observed change'],
    workedExample: {
      problem: 'Why are bacteria becoming resistant to antibiotics?',
      steps: [
        'In a large group of bacteria, a few happen to have genes that help them survive an antibiotic.',
        'The antibiotic kills the others, so the resistant ones survive and multiply.',
        'Their offspring inherit resistance, so over time most of the group is resistant.',
      ],
      answer: 'Natural selection: the antibiotic kills the others and the resistant bacteria survive and pass on their genes.',
    },
    checkQuestions: [
      { question: 'Which scientist explained evolution by natural selection?', answer: 'Charles Darwin', acceptable: ['darwin'] },
      { question: 'What do we call the process where living things with helpful traits survive and breed more?', answer: 'Natural selection', acceptable: ['natural selection', 'survival of the fittest'] },
      { question: 'What remains of ancient living things, found in rock, are evidence for evolution?', answer: 'Fossils', acceptable: ['fossil'] },
    ],
    realWorldExample: 'Doctors ask people to finish a course of antibiotics partly to avoid leaving resistant bacteria behind, a direct result of natural selection.',
    related: ['science-dna-genes', 'science-food-chains'],
  },
  {
    id: 'science-gravity',
    subjectId: 2,
    title: 'Gravity',
    keywords: ['gravity', 'gravitational force', 'why things fall', 'weight and mass', 'falling objects', 'free fall', 'gravitational pull', 'newton gravity'],
    explanation: {
      child:
        'Gravity is a pull between things. The Earth is very big, so its pull is strong. It pulls you and everything else down towards the ground. That is why a ball falls when you drop it. Gravity also keeps the Moon going round the Earth.',
      teen:
        'Gravity is a force of attraction between any two objects that have mass. The more mass they have, and the closer they are, the stronger the pull. On Earth, gravity pulls everything towards the centre of the planet, and this pull on an object is its weight. Mass is the amount of matter in something, while weight is a force, so an astronaut has the same mass on the Moon but weighs about one sixth as much. Without air, all objects fall at the same rate, whatever their mass.',
      adult:
        "Newton described gravity as a force between any two masses. It grows with the masses and shrinks with the square of the distance between them, so doubling the distance cuts the force to a quarter. Near the Earth's surface, gravity speeds up every falling object at the same rate, about 9.8 metres per second every second, if air resistance is ignored. Weight is the force of gravity on a mass and is measured in newtons, while mass is measured in kilograms. Einstein later described gravity as mass bending space and time, which also explains why light bends around the Sun.",
    },
    keyConcepts: ['Gravity pulls masses towards each other', 'More mass and less distance mean a stronger pull', 'Weight is the pull of gravity; mass is the amount of matter', 'Without air, everything falls at the same rate'],
    workedExample: {
      problem: 'An astronaut has a mass of 60 kg. The Moon\'s gravity is about one sixth of the Earth\'s. What is her mass on the Moon, and how does her weight change?',
      steps: [
        'Mass is the amount of matter in her body, which does not change with place.',
        'So her mass on the Moon is still 60 kg.',
        'Weight is the pull of gravity, and the Moon pulls with about one sixth of the force.',
      ],
      answer: 'Her mass stays 60 kg, but her weight is about one sixth of her weight on Earth.',
    },
    checkQuestions: [
      { question: 'Which force keeps you on the ground?', answer: 'Gravity', acceptable: ['gravity'] },
      { question: 'Does your mass change when you go to the Moon? Answer yes or no.', answer: 'No', acceptable: ['no', 'stays the same', 'same'] },
      { question: 'If there were no air, would a feather and a hammer fall at the same rate or at different rates?', answer: 'The same rate', acceptable: ['same'] },
    ],
    realWorldExample: 'Astronauts on the Moon dropped a hammer and a feather together, and with no air in the way they landed at the same moment.',
    related: ['science-forces-motion', 'science-solar-system'],
  },
  {
    id: 'science-light',
    subjectId: 2,
    title: 'Light, reflection and refraction',
    keywords: ['light', 'reflection', 'refraction', 'how we see', 'mirrors', 'rainbow', 'lenses', 'shadows', 'speed of light', 'prism'],
    explanation: {
      child:
        'Light travels in straight lines. We see things when light bounces off them and goes into our eyes. A mirror bounces light back, and this is called reflection. Light bends when it goes into water or glass. That is why a straw in a glass of water looks bent.',
      teen:
        'Light travels in straight lines at about 300,000 kilometres per second, the fastest speed there is. We see objects because light from a source, like the Sun, reflects off them into our eyes. In reflection off a mirror, the angle the light comes in at equals the angle it leaves at. Refraction is the bending of light as it passes from one material into another, such as from air into water, because it changes speed. A prism or a raindrop refracts each colour by a slightly different amount, which splits white light into a rainbow.',
      adult:
        'Light is an electromagnetic wave, and in a uniform material it travels in straight lines, which is why shadows form. At a smooth surface it reflects with the angle of incidence equal to the angle of reflection; at a boundary between materials it refracts, bending towards the normal when it slows down. Lenses use refraction to focus light, which is how eyes, cameras and glasses form images. Because the amount of bending depends on wavelength, white light spreads into a spectrum in a prism, and raindrops turn sunlight into rainbows.',
    },
    keyConcepts: ['Light travels in straight lines', 'We see things when reflected light enters our eyes', 'Reflection: angle in equals angle out', 'Refraction: light bends when it changes speed'],
    workedExample: {
      problem: 'Why does a pool look shallower than it really is?',
      steps: [
        'Light from the bottom of the pool travels up through the water and into the air.',
        'At the surface it speeds up and bends away from the normal: this is refraction.',
        'Your brain assumes light travels in straight lines, so it traces the light back to a point higher than the real bottom.',
      ],
      answer: 'Refraction bends the light at the surface, so the bottom appears higher than it is.',
    },
    checkQuestions: [
      { question: 'What is it called when light bounces off a mirror?', answer: 'Reflection', acceptable: ['reflection', 'reflect'] },
      { question: 'What is it called when light bends as it goes into water?', answer: 'Refraction', acceptable: ['refraction', 'refract'] },
      { question: 'Does light travel in straight lines or in curves?', answer: 'In straight lines', acceptable: ['straight'] },
    ],
    realWorldExample: 'Glasses and contact lenses use refraction to bend light so that it focuses clearly on the back of the eye.',
    related: ['science-sky-blue', 'science-energy', 'science-sound'],
  },
  {
    id: 'science-sound',
    subjectId: 2,
    title: 'Sound and hearing',
    keywords: ['sound', 'sound waves', 'vibrations', 'hearing', 'pitch', 'loudness', 'volume of sound', 'echo', 'how we hear', 'decibels'],
    explanation: {
      child:
        'Sound is made when something shakes very fast. This shaking is called a vibration. The vibration makes the air shake too, and the shake travels to your ears. Fast vibrations make high sounds, and slow ones make low sounds. Big vibrations make loud sounds.',
      teen:
        'Sound is a wave of vibrations that travels through a material, such as air, water or a solid. A vibrating object pushes on the particles next to it, and they pass the vibration along until it reaches your ear. The pitch of a sound depends on its frequency: faster vibrations give a higher pitch. The loudness depends on the size of the vibrations. Sound cannot travel through empty space, because there are no particles to pass it on.',
      adult:
        'Sound is a longitudinal wave: particles of a medium vibrate back and forth along the direction the wave travels, making regions of squeezing and stretching. Its speed depends on the medium, about 340 metres per second in air and much faster in water and steel, since particles there are more tightly linked. Frequency, measured in hertz, sets the pitch, and humans hear roughly 20 to 20,000 hertz; amplitude sets the loudness, measured in decibels on a log scale. Echoes are reflected sound, which bats and ships use to locate objects.',
    },
    keyConcepts: ['Sound is made by vibrations', 'It needs particles to travel through', 'Frequency sets the pitch', 'Amplitude sets the loudness'],
    workedExample: {
      problem: 'You see lightning and hear the thunder 3 seconds later. Sound travels about 340 metres per second. How far away was the lightning?',
      steps: [
        'Light arrives almost at once, so the 3 seconds is the time the sound took.',
        'Distance = speed x time = 340 x 3.',
        'That is 1,020 metres, about 1 kilometre.',
      ],
      answer: 'About 1 kilometre away.',
    },
    checkQuestions: [
      { question: 'What must an object do to make a sound?', answer: 'Vibrate', acceptable: ['vibrate', 'vibration', 'shake'] },
      { question: 'Can sound travel through empty space? Answer yes or no.', answer: 'No', acceptable: ['no', 'cannot', "can't"] },
      { question: 'Do faster vibrations make a higher or a lower pitch?', answer: 'A higher pitch', acceptable: ['higher'] },
    ],
    realWorldExample: 'Doctors use ultrasound, sound too high for us to hear, to make pictures of a baby before it is born.',
    related: ['science-light', 'science-energy'],
  },
  {
    id: 'science-magnets',
    subjectId: 2,
    title: 'Magnets and magnetism',
    keywords: ['magnets', 'magnetism', 'magnetic field', 'north and south poles', 'attract and repel', 'compass', 'electromagnet', 'magnetic materials'],
    explanation: {
      child:
        'A magnet can pull some metals, like iron, towards it. Every magnet has a north pole and a south pole. Two different poles pull together. Two poles that are the same push apart. A compass needle is a tiny magnet that points north.',
      teen:
        'A magnet has two poles, north and south, and a magnetic field around it that is strongest at the poles. Opposite poles attract and like poles repel. Magnets attract only magnetic materials, mainly iron, nickel and cobalt, so a magnet will not pick up copper, plastic or most coins made without iron. The Earth acts like a giant magnet, which is why a compass needle lines up north to south. An electromagnet is a coil of wire with a current flowing through it, and it can be switched on and off.',
      adult:
        'Magnetism arises from moving electric charges, and in permanent magnets from the aligned spins of electrons in materials such as iron. A magnetic field can be drawn as lines running from the north pole to the south pole, closer together where the field is stronger. Like poles repel and unlike poles attract, and a current-carrying wire has its own field, which is the basis of electromagnets, electric motors and generators. The Earth\'s field, produced by currents in its molten core, shields the planet from much of the solar wind.',
    },
    keyConcepts: ['Every magnet has a north and a south pole', 'Opposite poles attract; like poles repel', 'Magnets attract iron, nickel and cobalt', 'A current in a coil makes an electromagnet'],
    workedExample: {
      problem: 'How could you sort a pile of steel cans from aluminium cans?',
      steps: [
        'Steel contains iron, which is a magnetic material.',
        'Aluminium is not a magnetic material.',
        'Pass a strong magnet over the pile: the steel cans are pulled to it and the aluminium ones stay behind.',
      ],
      answer: 'Use a magnet: it picks up the steel cans and leaves the aluminium ones.',
    },
    checkQuestions: [
      { question: 'Do two north poles attract or repel each other?', answer: 'They repel', acceptable: ['repel', 'push apart', 'push away'] },
      { question: 'Name a metal that a magnet attracts.', answer: 'Iron (or nickel, or cobalt)', acceptable: ['iron', 'nickel', 'cobalt', 'steel'] },
      { question: 'What do we call a magnet made by passing a current through a coil of wire?', answer: 'An electromagnet', acceptable: ['electromagnet'] },
    ],
    realWorldExample: 'Recycling plants use huge electromagnets to lift steel out of mixed rubbish, then switch them off to drop it.',
    related: ['science-electricity-circuits', 'science-forces-motion'],
  },
  {
    id: 'science-immune-vaccines',
    subjectId: 2,
    title: 'The immune system and vaccines',
    keywords: ['vaccines', 'vaccine', 'immune system', 'antibodies', 'white blood cells', 'how vaccines work', 'immunity', 'germs', 'vaccination', 'pathogens'],
    explanation: {
      child:
        'Germs can make you ill. Your body has a team that fights them, called the immune system. White blood cells find germs and destroy them. A vaccine shows your body a harmless copy of a germ. Then your body knows how to fight the real germ fast.',
      teen:
        'The immune system defends the body against pathogens, which are germs such as bacteria and viruses. White blood cells make antibodies, proteins that fit onto a specific germ and help destroy it. After an infection, memory cells remember that germ, so a second attack is fought off quickly. A vaccine contains a harmless form or part of a germ. It trains the immune system to make antibodies and memory cells without you having to catch the illness first.',
      adult:
        'The immune system has two layers. The first is general: skin, inflammation and cells that swallow invaders. The second learns: white blood cells recognise the particular molecules on a germ, called antigens, and make matching antibodies, and some become memory cells that respond faster next time. Vaccines use this by showing the body antigens from a weakened or killed germ, or the code to make one of its proteins, so it builds memory safely. When enough people are immune, a disease struggles to spread, which also protects those who cannot be vaccinated.',
    },
    keyConcepts: ['Pathogens are germs such as bacteria and viruses', 'White blood cells make antibodies', 'Memory cells give faster protection next time', 'Vaccines train the immune system safely'],
    workedExample: {
      problem: 'Why does a vaccine protect you from an illness you have never had?',
      steps: [
        'The vaccine contains a harmless form or part of the germ.',
        'Your white blood cells respond by making antibodies and memory cells for that germ.',
        'If the real germ enters later, the memory cells recognise it and antibodies are made quickly, before you get ill.',
      ],
      answer: 'It trains the immune system in advance, so memory cells can fight the real germ quickly.',
    },
    checkQuestions: [
      { question: 'Which cells of the blood fight germs?', answer: 'White blood cells', acceptable: ['white blood cell', 'white cells', 'lymphocyte'] },
      { question: 'What proteins do white blood cells make that stick to a specific germ?', answer: 'Antibodies', acceptable: ['antibody', 'antibodies'] },
      { question: 'What is the general word for a germ that causes disease?', answer: 'A pathogen', acceptable: ['pathogen', 'microbe'] },
    ],
    realWorldExample: 'Smallpox, a deadly disease, was wiped out worldwide in 1980 thanks to vaccination.',
    related: ['science-cells', 'science-heart-circulation'],
  },
  {
    id: 'science-scientific-method',
    subjectId: 2,
    title: 'The scientific method',
    keywords: ['scientific method', 'hypothesis', 'fair test', 'experiment', 'variables', 'control variable', 'independent variable', 'dependent variable', 'prediction', 'how to do an experiment'],
    explanation: {
      child:
        'Scientists find things out by testing their ideas. First, they ask a question and guess what will happen. Next, they do a test and watch closely. At the end, they check if their guess was right. A fair test changes just one thing at a time.',
      teen:
        "The scientific method is a way to test ideas with evidence. You start with a question and make a hypothesis, a testable idea such as 'plants grow taller with more light'. Then you plan a fair test: change one thing, measure one result, and keep everything else the same. You record your results, look for patterns, and decide if they support your idea. Doing the test more than once makes your results more reliable.",
      adult:
        'The scientific method is a cycle of observing, proposing a hypothesis, predicting, testing and analysing, in which ideas survive only while the evidence supports them. A good hypothesis can be proved wrong: it makes a prediction that a test could fail. Controlled experiments change one variable at a time, use control groups and repeat trials, so that an effect can be traced to its cause rather than to chance or bias. Results are then shared and checked by others, and well-supported explanations become theories, which can still be revised.',
    },
    keyConcepts: ['Ask a question and form a hypothesis', 'Change one variable; keep the others the same', 'Measure and record the results', 'Decide if the evidence supports the hypothesis; repeat'],
    workedExample: {
      problem: 'Plan a fair test of whether salt makes ice melt faster.',
      steps: [
        'Hypothesis: ice with salt on it melts faster than ice without.',
        'Use two identical ice cubes in the same room; put salt on one only (the independent variable).',
        'Keep the size of the cubes, the dishes and the room temperature the same (control variables).',
        'Time how long each takes to melt (the dependent variable), and repeat the test a few times.',
      ],
      answer: 'Change only the salt, keep everything else the same, time the melting and repeat.',
    },
    checkQuestions: [
      { question: 'What is the word for a testable idea or prediction in science?', answer: 'A hypothesis', acceptable: ['hypothesis', 'hypotheses'] },
      { question: 'In a fair test, how many variables should you change at a time?', answer: 'One', acceptable: ['one', '1', 'a single'] },
      { question: 'Why do scientists repeat an experiment?', answer: 'To make the results more reliable', acceptable: ['reliable', 'accurate', 'check', 'sure'] },
    ],
    realWorldExample: 'New medicines are tested with the scientific method: one group gets the medicine, a control group does not, and the results are compared.',
    related: ['science-states-of-matter', 'science-chemical-reactions'],
  },
  {
    id: 'science-heart-circulation',
    subjectId: 2,
    title: 'The heart and circulation',
    keywords: ['heart', 'circulation', 'circulatory system', 'blood', 'blood vessels', 'arteries and veins', 'heartbeat', 'pulse', 'capillaries'],
    explanation: {
      child:
        'Your heart is a strong muscle about the size of your fist. It pumps blood all around your body. The blood carries oxygen and food to every part of you. Tubes called blood vessels carry the blood. You can feel each pump as your pulse on your wrist.',
      teen:
        'The heart is a muscular pump with four chambers. Its right side pumps blood to the lungs to pick up oxygen, and its left side pumps that oxygen-rich blood to the rest of the body. Arteries carry blood away from the heart under high pressure, veins bring it back, and tiny capillaries connect them. In the capillaries, oxygen and food pass into the cells, and waste such as carbon dioxide passes out. Your pulse is the wave of pressure in your arteries each time the heart beats.',
      adult:
        'Humans have a double circulation: the right side of the heart pumps blood through the lungs, where it gains oxygen and loses carbon dioxide, and the left side pumps it at higher pressure around the body. Valves keep the blood flowing one way through the four chambers, and the heartbeat is set by a natural pacemaker in the right atrium. Arteries have thick, elastic walls for high pressure, veins have valves to stop backflow, and capillary walls are one cell thick so that substances can cross. Exercise, diet and not smoking keep arteries clear and lower the risk of heart disease.',
    },
    keyConcepts: ['The heart is a four-chambered pump', 'Arteries carry blood away; veins bring it back', 'Capillaries swap oxygen and waste with cells', 'The pulse is the heartbeat felt in an artery'],
    workedExample: {
      problem: 'Why does your heart beat faster when you exercise?',
      steps: [
        'Working muscles need more energy, so they do more respiration.',
        'Respiration needs oxygen and glucose, which the blood delivers.',
        'The heart beats faster to pump more blood, bringing more oxygen and removing more carbon dioxide.',
      ],
      answer: 'To deliver more oxygen and glucose to the muscles and carry away more carbon dioxide.',
    },
    checkQuestions: [
      { question: 'Which blood vessels carry blood away from the heart?', answer: 'Arteries', acceptable: ['artery', 'arteries'] },
      { question: 'How many chambers does the human heart have?', answer: 'Four', acceptable: ['4', 'four'] },
      { question: 'Which gas does blood pick up in the lungs?', answer: 'Oxygen', acceptable: ['oxygen'] },
    ],
    realWorldExample: 'A fitness watch measures your pulse to show how hard your heart is working during exercise.',
    related: ['science-respiration', 'science-digestive-system', 'science-immune-vaccines'],
  },
  {
    id: 'science-rock-cycle',
    subjectId: 2,
    title: 'Rocks and the rock cycle',
    keywords: ['rocks', 'rock cycle', 'types of rock', 'igneous', 'sedimentary', 'metamorphic', 'erosion', 'weathering', 'magma'],
    explanation: {
      child:
        'There are three main kinds of rock. Igneous rock forms when hot melted rock cools down. Sedimentary rock forms from layers of sand and mud that press together. Metamorphic rock forms when heat and squeezing change a rock. Over a very long time, rocks can change from one kind to another.',
      teen:
        'Rocks form in three main ways. Igneous rocks, such as granite and basalt, form when magma or lava cools and hardens. Sedimentary rocks, such as sandstone and chalk, form when layers of small bits settle and are pressed together over time, and they often hold fossils. Metamorphic rocks, such as marble and slate, form when heat and pressure change an existing rock without melting it. Weathering, erosion, burial and melting move rock from one type to another in a slow loop called the rock cycle.',
      adult:
        'The rock cycle links the three rock types through processes driven by the Earth\'s internal heat and by the Sun. Igneous rocks crystallise from molten rock, with large crystals when cooling is slow underground and small ones when lava cools fast at the surface. Weathering and erosion break rocks into sediment, which is deposited, buried and cemented into sedimentary rock. Heat and pressure at depth recrystallise rocks into metamorphic forms, and deeper still they may melt and start the cycle again, over millions of years.',
    },
    keyConcepts: ['Igneous rock forms from cooled magma or lava', 'Sedimentary rock forms from pressed layers', 'Metamorphic rock forms from heat and pressure', 'Rocks change from one type to another over time'],
    workedExample: {
      problem: 'A rock has layers and contains a fossil shell. What type of rock is it most likely to be, and why?',
      steps: [
        'Layers form when sediment settles in bands over time.',
        'Fossils survive in rocks that formed gently, without melting.',
        'Both point to rock made from settled, pressed sediment.',
      ],
      answer: 'Sedimentary rock, because it formed from layers of sediment that can trap shells.',
    },
    checkQuestions: [
      { question: 'Which type of rock forms when lava or magma cools?', answer: 'Igneous rock', acceptable: ['igneous'] },
      { question: 'Which type of rock often contains fossils?', answer: 'Sedimentary rock', acceptable: ['sedimentary'] },
      { question: 'Marble forms when limestone is changed by heat and pressure. What type of rock is marble?', answer: 'Metamorphic', acceptable: ['metamorphic'] },
    ],
    realWorldExample: 'The White Cliffs of Dover are chalk, a sedimentary rock made from the shells of tiny sea creatures.',
    related: ['science-plate-tectonics', 'science-states-of-matter'],
  },
  {
    id: 'science-climate-change',
    subjectId: 2,
    title: 'The greenhouse effect and climate change',
    keywords: ['climate change', 'global warming', 'greenhouse effect', 'greenhouse gases', 'carbon emissions', 'fossil fuels', 'carbon footprint', 'weather and climate'],
    explanation: {
      child:
        'Some gases in the air trap heat, like a blanket around the Earth. This keeps our planet warm enough to live on. Burning coal, oil and gas adds more of these gases. The blanket gets thicker, so the Earth warms up. This change is called climate change.',
      teen:
        'Sunlight warms the Earth, and the Earth gives off heat. Greenhouse gases, such as carbon dioxide and methane, trap some of this heat, which keeps the planet warm: this is the greenhouse effect. Burning fossil fuels and cutting down forests have added a lot of carbon dioxide to the air. This strengthens the effect, so average temperatures rise, ice melts, seas rise and extreme weather becomes more common. Climate means the average weather over many years, not the weather on one day.',
      adult:
        "The greenhouse effect is natural: gases such as water vapour, carbon dioxide and methane absorb heat given off by the Earth's surface. Without them, the planet would be about 33 degrees Celsius colder. Since the industrial revolution, burning fossil fuels and clearing forests have raised carbon dioxide levels by about half. This has strengthened the effect and warmed the planet by more than one degree. The results include rising seas, shrinking ice, shifting rainfall and more heatwaves, and limiting further warming depends on cutting emissions.",
    },
    keyConcepts: ['Greenhouse gases trap heat', 'The natural effect keeps the Earth warm', 'Burning fossil fuels adds carbon dioxide', 'More warming brings rising seas and extreme weather'],
    workedExample: {
      problem: 'Explain how driving a petrol car adds to climate change.',
      steps: [
        'Petrol is a fossil fuel made mostly of carbon and hydrogen.',
        'Burning it in the engine releases carbon dioxide into the air.',
        'Extra carbon dioxide traps more heat, strengthening the greenhouse effect and warming the planet.',
      ],
      answer: 'Burning petrol releases carbon dioxide, a greenhouse gas that traps extra heat.',
    },
    checkQuestions: [
      { question: 'Name a greenhouse gas.', answer: 'Carbon dioxide (or methane, or water vapour)', acceptable: ['carbon dioxide', 'co2', 'methane', 'water vapour', 'water vapor'] },
      { question: 'What do we call fuels such as coal, oil and gas?', answer: 'Fossil fuels', acceptable: ['fossil'] },
      { question: 'Is climate the weather on one day or the average weather over many years?', answer: 'The average weather over many years', acceptable: ['average', 'many years', 'long'] },
    ],
    realWorldExample: 'Switching to wind and solar power cuts the carbon dioxide released to make electricity.',
    related: ['science-energy', 'science-water-cycle', 'science-photosynthesis'],
  },
  {
    id: 'science-seasons',
    subjectId: 2,
    title: 'Why we have seasons',
    keywords: ['seasons', 'why we have seasons', 'summer and winter', 'tilt of the earth', 'earth tilt', 'axis tilt', 'longer days in summer', 'equinox and solstice'],
    explanation: {
      child:
        'The Earth is tilted to one side as it goes round the Sun. For part of the year, our half of the Earth leans towards the Sun. Then we get summer, with long sunny days. Later our half leans away, and we get winter. Seasons are not caused by how close we are to the Sun.',
      teen:
        'The Earth\'s axis is tilted by about 23.5 degrees, and it stays pointing the same way as the Earth orbits the Sun. When your half of the Earth leans towards the Sun, sunlight hits it more directly and days are longer, so it is summer. When it leans away, the Sun is lower, its light is spread over more ground and days are shorter, so it is winter. That is why the northern and southern halves have opposite seasons at the same time.',
      adult:
        'Seasons come from the tilt of the Earth\'s axis, about 23.5 degrees from upright, not from changes in our distance from the Sun; in fact the Earth is closest to the Sun in early January. As the Earth orbits, each hemisphere in turn tilts towards the Sun, receiving more direct sunlight per square metre and longer days, and then away from it. The solstices mark the greatest tilt towards or away, and the equinoxes the points where day and night are roughly equal everywhere. Near the equator the effect is small, which is why the tropics have wet and dry seasons rather than warm and cold ones.',
    },
    keyConcepts: ['The Earth\'s axis is tilted', 'Leaning towards the Sun gives summer', 'Leaning away gives winter', 'The two halves have opposite seasons'],
    workedExample: {
      problem: 'It is summer in Canada in July. What season is it in Australia in July, and why?',
      steps: [
        'Canada is in the northern half of the Earth and Australia in the southern half.',
        'In July, the northern half leans towards the Sun, which is why Canada has summer.',
        'At the same time, the southern half leans away from the Sun.',
      ],
      answer: 'Winter, because the southern half is tilted away from the Sun in July.',
    },
    checkQuestions: [
      { question: 'What causes the seasons: the tilt of the Earth or its distance from the Sun?', answer: 'The tilt of the Earth', acceptable: ['tilt'] },
      { question: 'When your half of the Earth leans towards the Sun, which season is it?', answer: 'Summer', acceptable: ['summer'] },
      { question: 'Are days longer in summer or in winter?', answer: 'In summer', acceptable: ['summer'] },
    ],
    realWorldExample: 'People in Australia often celebrate Christmas with a summer barbecue on the beach.',
    related: ['science-solar-system', 'science-moon-phases'],
  },
  {
    id: 'science-moon-phases',
    subjectId: 2,
    title: 'Phases of the Moon',
    keywords: ['phases of the moon', 'moon phases', 'the moon', 'full moon', 'new moon', 'crescent moon', 'why the moon changes shape', 'lunar cycle', 'eclipse'],
    explanation: {
      child:
        'The Moon does not make its own light. It shines because the Sun lights it up. As the Moon goes round the Earth, we see different amounts of its sunny side. That is why it seems to change shape. It goes from new moon to full moon and back in about a month.',
      teen:
        'The Moon reflects sunlight, and one half of it is always lit by the Sun. As the Moon orbits the Earth, roughly every 29.5 days, we see different amounts of that lit half. At new moon, the lit side faces away from us, so we see almost nothing. As the Moon moves round, we see a crescent, then a half moon, then a full moon when the whole lit side faces us, before it shrinks again. The phases are not caused by the Earth\'s shadow; that happens only in a lunar eclipse.',
      adult:
        'Half of the Moon is always lit by the Sun, and its phases show how much of that lit half faces the Earth as the Moon orbits. The cycle from new moon through waxing crescent, first quarter and waxing gibbous to full moon, then back through the waning phases, takes about 29.5 days. A common mistake is to blame the phases on the Earth\'s shadow, but the shadow reaches the Moon only during a lunar eclipse, at full moon when Sun, Earth and Moon line up. The Moon also keeps the same face towards us, because it turns once on its axis in the time it takes to orbit.',
    },
    keyConcepts: ['The Moon reflects sunlight; half is always lit', 'Phases show how much of the lit half we see', 'The cycle takes about a month', 'The Earth\'s shadow causes eclipses, not phases'],
    workedExample: {
      problem: 'Why do we see a full moon when the Moon is on the opposite side of the Earth from the Sun?',
      steps: [
        'The side of the Moon facing the Sun is always the lit side.',
        'When the Moon is opposite the Sun, its lit side faces the Earth.',
        'So from Earth we see the whole lit half.',
      ],
      answer: 'Because the whole sunlit half of the Moon faces us then.',
    },
    checkQuestions: [
      { question: 'Does the Moon make its own light or reflect light from the Sun?', answer: 'It reflects light from the Sun', acceptable: ['reflect', 'sun'] },
      { question: 'What is the phase called when we see the whole lit side of the Moon?', answer: 'A full moon', acceptable: ['full'] },
      { question: 'About how many days does the Moon take to go through all its phases?', answer: 'About 29.5 days', acceptable: ['29', '30', '29.5', '28', 'a month', 'month'] },
    ],
    realWorldExample: 'Ocean tides follow the Moon, and the biggest tides come at new moon and full moon, when the Sun and Moon pull in line.',
    related: ['science-solar-system', 'science-seasons', 'science-gravity'],
  },
  {
    id: 'science-acids-bases',
    subjectId: 2,
    title: 'Acids, bases and pH',
    keywords: ['acids', 'acid', 'bases', 'alkalis', 'alkali', 'ph scale', 'neutralisation', 'neutralization', 'indicator', 'litmus'],
    explanation: {
      child:
        'Some things taste sour, like lemon juice, and these are acids. Some things are the opposite, like soap, and these are called bases. We can test them with a special paper that changes colour. Mixing an acid and a base can cancel them out.',
      teen:
        'Acids, such as lemon juice and vinegar, taste sour, and strong ones can burn. Bases are their chemical opposites, and bases that dissolve in water are called alkalis, such as soap. The pH scale runs from 0 to 14. Below 7 is acid, 7 is neutral (like pure water), and above 7 is alkaline. An indicator changes colour to show the pH, and when an acid and an alkali react, they cancel out and make a salt and water.',
      adult:
        'Acids release hydrogen ions in water, and bases take them up. The pH scale measures how many hydrogen ions there are on a log scale, so each step of one unit is a tenfold change. A solution of pH 3 is a hundred times more acidic than one of pH 5, for example. When an acid and a base react, they make a salt and water, which is how antacids ease indigestion and how farmers use lime to fix sour soil. Indicators change colour over known ranges of pH, and pH meters give exact readings.',
    },
    keyConcepts: ['Acids are below 7 on the pH scale', 'Alkalis are above 7; neutral is 7', 'Indicators change colour to show pH', 'Acid + alkali gives a salt + water'],
    workedExample: {
      problem: 'A bee sting is acidic. Would you treat it with vinegar or with baking soda, and why?',
      steps: [
        'The sting is an acid, so it needs something that will neutralise it.',
        'Vinegar is also an acid, so it would not help.',
        'Baking soda is a base, so it reacts with the acid and neutralises it.',
      ],
      answer: 'Baking soda, because it is a base that neutralises the acid.',
    },
    checkQuestions: [
      { question: 'What is the pH of a neutral substance such as pure water?', answer: '7', acceptable: ['7', 'seven'] },
      { question: 'Is lemon juice an acid or an alkali?', answer: 'An acid', acceptable: ['acid'] },
      { question: 'What is the reaction between an acid and an alkali called?', answer: 'Neutralisation', acceptable: ['neutralisation', 'neutralization', 'neutralise', 'neutralize'] },
    ],
    realWorldExample: 'Antacid tablets ease indigestion by neutralising extra stomach acid.',
    related: ['science-chemical-reactions', 'science-mixtures-separating'],
  },
  {
    id: 'science-plate-tectonics',
    subjectId: 2,
    title: 'Earthquakes, volcanoes and plate tectonics',
    keywords: ['earthquakes', 'volcanoes', 'plate tectonics', 'tectonic plates', 'layers of the earth', 'earth crust', 'tsunami', 'continental drift', 'magma and lava'],
    explanation: {
      child:
        'The outside of the Earth is cracked into huge pieces called plates. The plates move very slowly. When they rub or push, the ground can shake. That is an earthquake. In some places, hot melted rock comes up through a gap, and that makes a volcano.',
      teen:
        'The Earth has layers: a thin rocky crust, a thick hot mantle, and a metal core. The crust and the top of the mantle are broken into tectonic plates, which move a few centimetres a year on the slowly flowing mantle below. Where plates slide past or push into each other, stress builds up and is released suddenly as an earthquake. Where plates pull apart or one sinks under another, magma can rise to the surface and erupt as a volcano. This is why most earthquakes and volcanoes happen along plate edges.',
      adult:
        "Plate tectonics explains the Earth's biggest features. The rigid outer shell is split into plates that move over the softer mantle below, pushed by slow currents of heat and pulled by heavy plates sinking back down. Where plates pull apart, new crust forms, as along the Mid-Atlantic Ridge. Where they collide, they build mountains or form deep trenches and chains of volcanoes, and where they slide past each other, as at the San Andreas Fault, stress builds up. Earthquakes release that stored stress, and quakes under the sea can push up enough water to cause tsunamis.",
    },
    keyConcepts: ['The crust is broken into moving plates', 'Earthquakes happen when plates slip suddenly', 'Volcanoes form where magma reaches the surface', 'Most happen along plate edges'],
    workedExample: {
      problem: 'Why does Japan have many earthquakes and volcanoes?',
      steps: [
        'Japan sits where several tectonic plates meet.',
        'Where plates push together, one sinks under the other, and stress builds up and releases as earthquakes.',
        'The sinking plate melts deep down, and the magma rises to form volcanoes.',
      ],
      answer: 'Because it lies on the boundaries of several colliding plates.',
    },
    checkQuestions: [
      { question: 'What are the huge moving pieces of the Earth\'s crust called?', answer: 'Tectonic plates', acceptable: ['plates', 'plate'] },
      { question: 'What do we call melted rock once it comes out of a volcano?', answer: 'Lava', acceptable: ['lava'] },
      { question: 'What is the thin outer layer of the Earth called?', answer: 'The crust', acceptable: ['crust'] },
    ],
    realWorldExample: 'Cities in earthquake zones, such as Tokyo, build on flexible frames so that buildings sway instead of falling.',
    related: ['science-rock-cycle', 'science-states-of-matter'],
  },
  {
    id: 'science-mixtures-separating',
    subjectId: 2,
    title: 'Mixtures, solutions and separating',
    keywords: ['mixtures', 'solutions', 'dissolving', 'separating mixtures', 'filtering', 'evaporating', 'solute and solvent', 'soluble and insoluble', 'distillation', 'sieving'],
    explanation: {
      child:
        'A mixture is two or more things mixed up, like sand and water. When sugar goes into water and seems to vanish, it has dissolved. We can get mixtures apart again. A sieve or a filter catches the bits. Leaving salty water in the sun dries up the water and leaves the salt.',
      teen:
        'A mixture contains two or more substances that are not joined by a reaction, so they can be separated again. When a solid dissolves in a liquid, it makes a solution: the solid is the solute and the liquid is the solvent. Things that dissolve are soluble, and things that do not are insoluble. You can split mixtures by sieving, by filtering out a solid, by evaporating the liquid, or by boiling off a liquid and collecting it. The best method depends on how the parts differ.',
      adult:
        'Mixtures differ from compounds because their parts keep their own properties and can be separated without a reaction. Each method uses a difference between the parts: size for sieving and filtering, how well they dissolve for dissolving and filtering, boiling point for distillation, and how far they travel up paper for chromatography. Most solids dissolve better when the liquid is hot, which is why more sugar dissolves in hot tea. Industry uses the same methods, from cleaning drinking water to turning crude oil into fuels.',
    },
    keyConcepts: ['Mixtures are not chemically joined', 'A solute dissolves in a solvent to make a solution', 'Filtering removes insoluble solids', 'Evaporation leaves a dissolved solid behind'],
    workedExample: {
      problem: 'How would you get clean, dry salt from a mixture of salt and sand?',
      steps: [
        'Add water and stir: the salt dissolves but the sand does not.',
        'Filter the mixture: the sand stays in the filter paper and the salty water passes through.',
        'Heat the salty water gently so the water evaporates, leaving the salt.',
      ],
      answer: 'Dissolve, filter out the sand, then evaporate the water to leave the salt.',
    },
    checkQuestions: [
      { question: 'What word describes a substance that dissolves, like sugar in water?', answer: 'Soluble', acceptable: ['soluble'] },
      { question: 'Which method removes sand from water: filtering or evaporating?', answer: 'Filtering', acceptable: ['filtering', 'filter'] },
      { question: 'In salt water, what is the solvent?', answer: 'Water', acceptable: ['water'] },
    ],
    realWorldExample: 'A coffee filter separates the ground coffee from the drink: the grounds are insoluble and stay in the paper.',
    related: ['science-states-of-matter', 'science-acids-bases', 'science-chemical-reactions'],
  },
  {
    id: 'science-skeleton-muscles',
    subjectId: 2,
    title: 'Bones and muscles',
    keywords: ['skeleton', 'bones', 'muscles', 'joints', 'how muscles work', 'skeletal system', 'muscular system', 'how many bones', 'tendons'],
    explanation: {
      child:
        'Your skeleton is made of bones. It holds your body up and keeps soft parts safe. Your skull guards your brain, and your ribs guard your heart. Muscles are joined to your bones. When a muscle pulls, it moves a bone, and that is how you move.',
      teen:
        'An adult skeleton has 206 bones. It supports the body, protects organs such as the brain and lungs, and makes blood cells inside the bones. Joints, such as the knee and the shoulder, are where bones meet and allow movement. Muscles are attached to bones by tendons, and muscles can only pull, never push. So they work in pairs: when your biceps contracts, your arm bends, and when your triceps contracts, it straightens.',
      adult:
        'The skeleton provides support, protection, movement, mineral storage and blood cell production in the bone marrow. Joints differ in the movement they allow, from the wide range of the ball-and-socket shoulder to the one-way swing of the hinge-like elbow. Skeletal muscles are joined to bones by tendons and act in antagonistic pairs, since a muscle can only contract: as one shortens, its partner relaxes and lengthens. Weight-bearing exercise and enough calcium and vitamin D keep bones strong and help prevent fractures later in life.',
    },
    keyConcepts: ['The skeleton supports and protects the body', 'Joints are where bones meet', 'Tendons join muscles to bones', 'Muscles only pull, so they work in pairs'],
    workedExample: {
      problem: 'Explain how you bend and straighten your arm.',
      steps: [
        'The biceps and triceps are muscles on the upper arm, joined to the arm bones by tendons.',
        'To bend the arm, the biceps contracts and pulls the forearm up while the triceps relaxes.',
        'To straighten it, the triceps contracts and the biceps relaxes.',
      ],
      answer: 'The biceps and triceps work as a pair, each pulling in turn.',
    },
    checkQuestions: [
      { question: 'How many bones does an adult human skeleton have?', answer: '206', acceptable: ['206'] },
      { question: 'Which bones protect the heart and lungs?', answer: 'The ribs', acceptable: ['ribs', 'rib', 'ribcage'] },
      { question: 'Can a muscle push, or can it only pull?', answer: 'It can only pull', acceptable: ['pull'] },
    ],
    realWorldExample: 'Doctors use X-rays to see bones, because bone blocks X-rays much more than muscle does.',
    related: ['science-heart-circulation', 'science-forces-motion'],
  },
  {
    id: 'science-balancing-equations',
    subjectId: 2,
    level: 'advanced',
    title: 'Balancing chemical equations',
    keywords: ['balancing chemical equations', 'balancing equations', 'balance an equation', 'chemical equations', 'conservation of mass', 'coefficients', 'symbol equations', 'word equations'],
    explanation: {
      child:
        'In a chemical change, atoms swap partners. But no atoms are made or lost. So the same atoms must be there at the start and at the end. A balanced equation shows this. It has the same number of each kind of atom on both sides.',
      teen:
        'Atoms are not created or destroyed in a reaction, they are only rearranged, so the total mass stays the same. A balanced equation has the same number of each type of atom on both sides. To balance one, count the atoms of each element on each side, then put big numbers in front of formulas, never changing the small numbers inside them. For example, H2 + O2 → H2O is unbalanced, but 2H2 + O2 → 2H2O has four hydrogen and two oxygen atoms on each side.',
      adult:
        'Balancing an equation applies the conservation of mass: every atom in the reactants must appear in the products. Only the numbers in front of formulas may change, since changing a small number inside a formula would describe a different substance, such as H2O2 instead of H2O. A good order is to balance the elements found in one substance on each side first, leave hydrogen and oxygen until later, and then check the final count. The balanced numbers give the ratio in which substances react, which is the basis of chemical calculations.',
    },
    keyConcepts: ['Atoms are rearranged, never made or lost', 'Both sides need the same number of each atom', 'Change only the big numbers in front', 'Never change the small numbers in a formula'],
    workedExample: {
      problem: 'Balance: Mg + O2 → MgO',
      steps: [
        'Count atoms: left has 1 Mg and 2 O; right has 1 Mg and 1 O.',
        'Put a 2 in front of MgO to make 2 O on the right: Mg + O2 → 2MgO.',
        'Now the right has 2 Mg, so put a 2 in front of Mg: 2Mg + O2 → 2MgO.',
        'Check: 2 Mg and 2 O on each side.',
      ],
      answer: '2Mg + O2 → 2MgO',
    },
    checkQuestions: [
      { question: 'In a balanced equation, is the number of each kind of atom the same on both sides? Answer yes or no.', answer: 'Yes', acceptable: ['yes', 'same'] },
      { question: 'How many oxygen atoms are in 2H2O?', answer: '2', acceptable: ['2', 'two'] },
      { question: 'To balance H2 + O2 → H2O, what number goes in front of H2O?', answer: '2, giving 2H2 + O2 → 2H2O', acceptable: ['2', 'two', '2h2o'] },
    ],
    realWorldExample: 'Engineers use balanced equations to work out how much air a car engine needs to burn its fuel completely.',
    related: ['science-chemical-reactions', 'science-atoms-elements'],
  },
  {
    id: 'science-speed',
    subjectId: 2,
    title: 'Speed, distance and time',
    keywords: ['speed', 'speed distance time', 'how to calculate speed', 'velocity', 'average speed', 'distance time graph', 'metres per second', 'kilometres per hour'],
    explanation: {
      child:
        'Speed tells you how fast something moves. It is how far you go in a set time. A car at 50 km per hour goes 50 kilometres each hour. To find speed, divide how far you went by how long it took. Fast things cover more ground in the same time.',
      teen:
        'Speed is the distance travelled per unit of time, so speed = distance ÷ time. If you know two of the three, you can find the third: distance = speed x time and time = distance ÷ speed. Units matter: metres and seconds give metres per second, and kilometres and hours give kilometres per hour. Average speed is the total distance divided by the total time, even if the speed changed along the way. Velocity is speed in a stated direction.',
      adult:
        'Speed is the rate at which distance is covered, and velocity adds direction, which matters in physics because a change of direction at constant speed is still an acceleration. Average speed is total distance over total time, and it is not simply the mean of the speeds on each leg when the legs take different times. On a distance-time graph the gradient is the speed, and on a velocity-time graph the gradient is the acceleration and the area underneath is the distance travelled. Converting units, such as from kilometres per hour to metres per second, is a frequent source of error.',
    },
    keyConcepts: ['Speed = distance ÷ time', 'Distance = speed x time', 'Time = distance ÷ speed', 'Velocity is speed in a direction'],
    workedExample: {
      problem: 'A cyclist rides 30 km in 2 hours. What is her average speed?',
      steps: [
        'Use speed = distance ÷ time.',
        'Put in the numbers: 30 ÷ 2 = 15.',
        'The units are kilometres and hours, so the answer is in km per hour.',
      ],
      answer: '15 km/h',
    },
    checkQuestions: [
      { question: 'A car travels 100 km in 2 hours. What is its average speed, in km per hour?', answer: '50 km/h', acceptable: ['50', 'fifty'] },
      { question: 'A runner goes 5 metres every second for 10 seconds. How far does she run, in metres?', answer: '50 metres', acceptable: ['50', 'fifty'] },
      { question: 'What do we call speed in a stated direction?', answer: 'Velocity', acceptable: ['velocity'] },
    ],
    realWorldExample: 'Sat-nav apps estimate your arrival time with time = distance ÷ speed, updated as the traffic changes.',
    related: ['science-forces-motion', 'science-energy'],
  },
  {
    id: 'science-living-things',
    subjectId: 2,
    level: 'basic',
    title: 'Classifying living things',
    keywords: ['classifying living things', 'classification', 'vertebrates', 'invertebrates', 'mammals', 'reptiles', 'amphibians', 'animal groups', 'characteristics of living things', 'mrs gren'],
    explanation: {
      child:
        'Scientists sort living things into groups. Animals with a backbone are called vertebrates. Fish, frogs, snakes, birds and people all have backbones. Animals with no backbone, like worms and snails, are invertebrates. Mammals have fur or hair and feed their babies milk.',
      teen:
        'Scientists sort living things into groups by the features they share. Animals with a backbone are vertebrates, and they come in five groups: fish, amphibians, reptiles, birds and mammals. Mammals have hair and feed their young on milk, birds have feathers, and reptiles have dry scales. Animals with no backbone, such as insects, spiders and worms, are invertebrates, and they make up most kinds of animal. All living things share seven life processes, often remembered as MRS GREN.',
      adult:
        'Biology sorts living things into nested groups: kingdom, phylum, class, order, family, genus and species. Each species has a two-part Latin name, such as Homo sapiens for humans. Modern classification tries to show how living things are related through evolution, so it uses DNA as well as body features; whales, for example, are mammals more closely related to hippos than to fish. Animals with a backbone are only a small share of all animals, and insects alone make up most known species.',
    },
    keyConcepts: ['Living things are sorted by shared features', 'Vertebrates have a backbone; invertebrates do not', 'Five vertebrate classes: fish, amphibians, reptiles, birds, mammals', 'Seven life processes: MRS GREN'],
    workedExample: {
      problem: 'A whale lives in the sea, breathes air and feeds its young on milk. Is it a fish or a mammal?',
      steps: [
        'Fish breathe through gills and do not feed their young milk.',
        'Mammals breathe air with lungs and feed their young on milk.',
        'The whale breathes air and makes milk, so it matches the mammal features.',
      ],
      answer: 'A mammal.',
    },
    checkQuestions: [
      { question: 'What do we call animals that have a backbone?', answer: 'Vertebrates', acceptable: ['vertebrate'] },
      { question: 'Is a snail a vertebrate or an invertebrate?', answer: 'An invertebrate', acceptable: ['invertebrate'] },
      { question: 'Which group of animals has feathers?', answer: 'Birds', acceptable: ['bird'] },
    ],
    realWorldExample: 'Zoos and museums group their animals by classification, which is why bats are shown with mammals, not with birds.',
    related: ['science-food-chains', 'science-evolution', 'science-cells'],
  },
];
