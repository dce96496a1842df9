import type { TopicCard } from '../types.ts';

/** Science (subject 2): original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'science-photosynthesis',
    subjectId: 2,
    title: 'Photosynthesis',
    keywords: ['photosynthesis', 'plants make food', 'how plants eat', 'chlorophyll', 'sunlight energy', 'glucose', 'leaves', 'carbon dioxide and oxygen'],
    explanation: {
      child:
        'Plants make their own food, and this is called photosynthesis. Leaves catch sunlight, and roots pull up water. Leaves also take in a gas from the air called carbon dioxide. The plant uses the light to turn these into sugar for food. It gives out oxygen, which we need to breathe.',
      teen:
        'Photosynthesis is how plants, algae and some bacteria make food using light. It happens mainly in leaves, inside tiny parts called chloroplasts, which hold a green pigment called chlorophyll. Chlorophyll traps light energy, and the plant uses it to join carbon dioxide from the air with water from the soil. This makes glucose, a sugar the plant uses for energy and growth, and oxygen, which escapes through tiny holes in the leaf called stomata. In words, carbon dioxide plus water, with light, gives glucose plus oxygen.',
      adult:
        'Photosynthesis turns light energy into chemical energy stored in glucose, summed up as 6CO2 + 6H2O → C6H12O6 + 6O2, with light absorbed by chlorophyll in the chloroplasts. The first stage uses light to split water, release oxygen and make the energy carriers ATP and NADPH, and the second, the Calvin cycle, uses those carriers to build carbon dioxide into sugar. Its rate depends on light, carbon dioxide level and temperature, and whichever is in shortest supply limits the whole process. Photosynthesis supplies nearly all the oxygen in the air and the energy at the base of most food chains. Because it draws carbon dioxide out of the air, it also plays a major part in the climate.',
    },
    keyConcepts: [
      'Plants use light energy to make glucose',
      'Inputs: carbon dioxide and water',
      'Outputs: glucose and oxygen',
      'Chlorophyll in chloroplasts absorbs the light',
    ],
    workedExample: {
      problem: 'A potted plant is kept in a dark cupboard for two weeks. Predict what happens to its food supply and explain why.',
      steps: [
        'Photosynthesis needs light energy, which chlorophyll absorbs.',
        'With no light, the plant cannot turn carbon dioxide and water into glucose.',
        'The plant keeps using its stored sugar to stay alive but cannot replace it.',
      ],
      answer: 'It stops making food by photosynthesis, so it uses up its stores, weakens and turns pale or yellow.',
    },
    checkQuestions: [
      { question: 'Which gas do plants take in for photosynthesis?', answer: 'Carbon dioxide', acceptable: ['carbon dioxide', 'co2'] },
      { question: 'Which gas do plants give out during photosynthesis?', answer: 'Oxygen', acceptable: ['oxygen'] },
      { question: 'What is the green pigment in leaves that absorbs light?', answer: 'Chlorophyll', acceptable: ['chlorophyl', 'chlorofil'] },
    ],
    realWorldExample: 'Every piece of fruit or bread you eat stores energy that a plant first captured from sunlight by photosynthesis.',
    related: ['science-food-chains', 'science-cells', 'science-energy'],
  },
  {
    id: 'science-water-cycle',
    subjectId: 2,
    title: 'The water cycle',
    keywords: ['water cycle', 'evaporation', 'condensation', 'precipitation', 'rain', 'clouds', 'hydrological cycle', 'where rain comes from'],
    explanation: {
      child:
        'Water moves around our planet again and again. The sun warms water in seas and lakes, and it rises as a gas. That is called evaporation. High up, the gas cools and makes clouds, which is called condensation. Then the water falls as rain or snow and flows back to the sea.',
      teen:
        "The water cycle is the nonstop movement of water between the Earth's surface and the air, powered by the sun. Heat makes water evaporate from oceans, lakes and soil, and plants give off water vapour from their leaves in a process called transpiration. As the moist air rises it cools, and the vapour condenses into tiny droplets that form clouds. When the droplets join and grow heavy, they fall as precipitation, such as rain, snow, sleet or hail. The water collects in rivers, lakes, oceans and underground, and the cycle begins again.",
      adult:
        'The water cycle describes how water moves between the oceans, the air, the land, living things and the rocks underground. Energy from the sun drives evaporation and transpiration, and as moist air rises and cools, the vapour condenses on tiny particles to form clouds, releasing heat that fuels the weather. Precipitation returns water to the surface, where it runs off into rivers, soaks into the soil to refill groundwater, or is stored as ice. Evaporation also cleans water, since dissolved salts are left behind. Because warmer air holds more moisture, climate change tends to make both heavy rain and droughts more intense.',
    },
    keyConcepts: [
      'Evaporation: liquid water becomes vapour',
      'Condensation: vapour cools into droplets and clouds',
      'Precipitation: rain, snow, sleet and hail',
      'Collection: water gathers in seas, rivers and the ground',
    ],
    workedExample: {
      problem: 'A puddle on a sunny playground is gone by the afternoon. Where did the water go, and how could it come back?',
      steps: [
        'The sun heats the puddle, so the water evaporates into water vapour.',
        'The vapour rises, cools and condenses into tiny cloud droplets.',
        'When the droplets join and grow heavy, they fall back as precipitation.',
      ],
      answer: 'It evaporated into the air, and it can return as rain after condensing into clouds.',
    },
    checkQuestions: [
      { question: 'What is it called when liquid water turns into water vapour?', answer: 'Evaporation', acceptable: ['evaporation', 'evaporate', 'evaporating'] },
      { question: 'Which process turns water vapour into cloud droplets?', answer: 'Condensation', acceptable: ['condensation', 'condense', 'condensing'] },
      { question: 'What is the name for water falling as rain, snow, sleet or hail?', answer: 'Precipitation', acceptable: ['precipitation'] },
    ],
    realWorldExample: 'The drops that form on a cold glass of water on a warm day are condensation, the same step that builds clouds.',
    related: ['science-states-of-matter', 'science-energy'],
  },
  {
    id: 'science-states-of-matter',
    subjectId: 2,
    title: 'States of matter',
    keywords: ['states of matter', 'solid liquid gas', 'melting', 'freezing', 'boiling', 'particles', 'changes of state', 'particle model'],
    explanation: {
      child:
        'Everything is made of tiny bits called particles. In a solid, they are packed tight and only wiggle, so solids keep their shape. In a liquid, they slide past each other, so liquids can flow. In a gas, they zoom about and spread out. Heating or cooling can change one state into another.',
      teen:
        'Matter is usually a solid, a liquid or a gas, and the particle model explains why. In a solid, the particles are packed tightly in fixed places and vibrate, so a solid keeps its shape. In a liquid, the particles are close together but can slide past each other, so a liquid flows and takes the shape of its container. In a gas, the particles are far apart and move fast in all directions, so a gas spreads out to fill any space. Heating gives particles more energy, so solids melt and liquids boil; cooling does the reverse.',
      adult:
        'The state of a substance depends on the balance between the kinetic energy of its particles and the forces attracting them to each other. Solids hold their particles in fixed arrangements, giving a definite shape and volume; liquids keep a fixed volume but flow; and gases have widely spaced, fast-moving particles that fill any container and can be compressed. During a change of state, added energy breaks attractions instead of raising the temperature, which is why ice stays at 0 °C while it melts. Other changes include sublimation, from solid straight to gas as with dry ice, and its reverse, deposition. Plasma, an ionised gas found in stars and lightning, is often counted as a fourth state.',
    },
    keyConcepts: [
      'Solids keep their shape; liquids flow; gases spread out',
      'Heating gives particles more energy',
      'Melting, freezing, boiling and condensing change the state',
      'Temperature stays steady during a change of state',
    ],
    workedExample: {
      problem: 'An ice cube melts in a warm kitchen, the water is boiled in a pan, and the steam hits a cold window. Name each change of state.',
      steps: [
        'The ice takes in heat from the room and melts: solid to liquid.',
        'The water in the pan is heated until it boils: liquid to gas.',
        'The steam touches the cold window and condenses: gas back to liquid droplets.',
      ],
      answer: 'Melting, then boiling, then condensing.',
    },
    checkQuestions: [
      { question: 'What is the change from solid to liquid called?', answer: 'Melting', acceptable: ['melting', 'melt', 'melts'] },
      { question: 'In which state do particles spread out to fill any container?', answer: 'Gas', acceptable: ['gas'] },
      { question: 'What is the change from gas to liquid called?', answer: 'Condensation', acceptable: ['condensation', 'condense', 'condensing'] },
    ],
    realWorldExample: 'An ice lolly melting on a hot day and a kettle steaming are both changes of state.',
    related: ['science-water-cycle', 'science-atoms-elements', 'science-energy'],
  },
  {
    id: 'science-cells',
    subjectId: 2,
    title: 'Cells',
    keywords: ['cells', 'cell structure', 'nucleus', 'plant cell', 'animal cell', 'cell membrane', 'organelles', 'building blocks of life'],
    explanation: {
      child:
        'All living things are made of tiny cells, and you need a microscope to see them. Your body has trillions of them. Each cell has a control centre called the nucleus. A thin skin called the membrane holds the cell together. Plant cells also have a stiff wall and green parts that make food.',
      teen:
        'The cell is the basic unit of life, and all living things are made of cells. Animal and plant cells share key parts: a nucleus that holds DNA and controls the cell, cytoplasm where reactions happen, a membrane that controls what goes in and out, and mitochondria, which release energy from food. Plant cells also have a stiff cell wall, chloroplasts for photosynthesis and a large vacuole filled with sap. Bacteria are simpler cells with no nucleus. In larger living things, cells do special jobs, like nerve cells that carry signals.',
      adult:
        'Cell theory says that all living things are made of cells, that the cell is the basic unit of life, and that new cells come only from existing ones. Bacteria are prokaryotes, simple cells with no nucleus, while plants, animals and fungi are eukaryotes, whose cells keep their DNA in a nucleus and contain specialised parts called organelles. Mitochondria release energy through respiration, ribosomes build proteins, and the membrane controls what enters and leaves; plant cells add a cellulose wall, chloroplasts and a permanent vacuole. In larger organisms, cells specialise and group into tissues, organs and organ systems. Stem cells keep the ability to become many different cell types.',
    },
    keyConcepts: [
      'All living things are made of cells',
      'The nucleus holds DNA and controls the cell',
      'The membrane controls what goes in and out',
      'Plant cells add a cell wall, chloroplasts and a vacuole',
    ],
    workedExample: {
      problem: 'Under a microscope, a cell has a nucleus, a cell wall and green chloroplasts. Is it from a plant or an animal?',
      steps: [
        'List the parts animal cells have: nucleus, cytoplasm, membrane and mitochondria.',
        'Spot the extra parts in this cell: a cell wall and chloroplasts.',
        'Only plant cells (and algae) have both a cell wall and chloroplasts.',
      ],
      answer: 'It is a plant cell.',
    },
    checkQuestions: [
      { question: 'Which part of a cell contains DNA and controls the cell?', answer: 'The nucleus', acceptable: ['nucleus', 'nuclei'] },
      { question: 'Which part of a plant cell carries out photosynthesis?', answer: 'The chloroplast', acceptable: ['chloroplast'] },
      { question: 'Which part of a cell controls what goes in and out?', answer: 'The cell membrane', acceptable: ['membrane'] },
    ],
    realWorldExample: 'A cut on your skin heals because nearby cells divide to make new cells that fill the gap.',
    related: ['science-photosynthesis', 'science-digestive-system'],
  },
  {
    id: 'science-food-chains',
    subjectId: 2,
    title: 'Food chains and ecosystems',
    keywords: ['food chain', 'food web', 'ecosystem', 'producers and consumers', 'predator and prey', 'herbivore carnivore', 'decomposers', 'who eats what'],
    explanation: {
      child:
        'A food chain shows who eats what. It starts with a plant, which makes food from sunlight. A rabbit eats the grass, and a fox eats the rabbit. The arrows show where the energy goes. When living things die, tiny living things break them down and feed the soil.',
      teen:
        'A food chain shows how energy passes from one living thing to the next, as in grass → rabbit → fox, with each arrow showing where the energy goes. Plants are producers, because they make their own food from sunlight, and animals are consumers, because they eat other living things. Decomposers, such as fungi and bacteria, break down dead plants and animals and return nutrients to the soil. Real habitats have many food chains linked together, which make a food web. Losing one animal, such as a predator, can affect many others in the web.',
      adult:
        'An ecosystem is a community of living things that interact with each other and with their physical surroundings. A food chain traces one feeding path, while a food web shows the many overlapping paths found in nature. Energy enters through producers by photosynthesis and moves up the feeding levels, but only about 10% passes to each next level because most is used for life processes or lost as heat, which is why chains rarely have more than four or five links. Nutrients, unlike energy, are recycled by decomposers. Because species depend on one another, a change such as overfishing or an invasive species can ripple through the whole web.',
    },
    keyConcepts: [
      'Arrows show the direction energy flows',
      'Producers make food; consumers eat other living things',
      'Decomposers recycle nutrients',
      'A food web is many linked food chains',
    ],
    workedExample: {
      problem: 'In the chain grass → grasshopper → frog → snake, what happens to the frogs if the grasshoppers die out?',
      steps: [
        'Read the arrow from grasshopper to frog: frogs eat grasshoppers.',
        'With no grasshoppers, the frogs lose a food source.',
        'The frog population falls, which then leaves less food for the snakes.',
      ],
      answer: 'The number of frogs falls, and the snakes may decline too.',
    },
    checkQuestions: [
      { question: 'What do we call a living thing that makes its own food, like grass?', answer: 'A producer', acceptable: ['producer'] },
      { question: 'What do the arrows in a food chain show?', answer: 'The direction the energy flows', acceptable: ['energy', 'eats', 'eaten', 'food'] },
      { question: 'What do we call living things that break down dead plants and animals?', answer: 'Decomposers', acceptable: ['decomposer', 'fungi', 'bacteria'] },
    ],
    realWorldExample: 'When bees decline, the plants they pollinate produce less fruit, which affects the animals and people who eat it.',
    related: ['science-photosynthesis', 'science-energy'],
  },
  {
    id: 'science-forces-motion',
    subjectId: 2,
    title: "Forces and motion (Newton's laws)",
    keywords: ["newton's laws", 'forces and motion', 'force', 'inertia', 'f = ma', 'acceleration', 'action and reaction', 'push and pull', 'friction'],
    explanation: {
      child:
        'A force is a push or a pull. Forces can make things start, stop, speed up, slow down or turn. A ball stays still until something pushes it, and a bigger push makes it go faster. Friction is a force that slows moving things down. When you push on a wall, the wall pushes back on you.',
      teen:
        "Isaac Newton described motion with three laws. First, an object stays still or keeps moving at a steady speed in a straight line unless an unbalanced force acts on it, and this resistance to change is called inertia. Second, force = mass x acceleration (F = ma), so a bigger force gives more acceleration and a heavier object needs more force to speed up by the same amount. Third, forces come in pairs: when you push on something, it pushes back on you just as hard in the opposite direction. Forces are measured in newtons (N).",
      adult:
        "Newton's laws link forces to motion. The first law states that an object's velocity stays constant unless a net external force acts on it, which defines inertia, and the second law, F = ma, makes this precise, so a 1,200 kg car accelerating at 2 m/s^2 needs a net force of 2,400 N. The third law states that forces come in equal and opposite pairs acting on different objects, which is how a rocket pushes exhaust backward and is pushed forward. On Earth, friction and air resistance oppose motion, which is why moving objects seem to slow down by themselves. Force and acceleration are vectors, so direction matters as much as size.",
    },
    keyConcepts: [
      'A force is a push or pull, measured in newtons',
      'First law: no net force, no change in motion (inertia)',
      'Second law: F = ma',
      'Third law: every force has an equal and opposite partner',
    ],
    workedExample: {
      problem: 'A net force of 30 N pushes a 6 kg box across the floor. What is its acceleration?',
      steps: [
        'Write the second law and rearrange it: F = ma, so a = F ÷ m.',
        'Substitute the values: a = 30 ÷ 6.',
        'Calculate: a = 5 m/s^2.',
      ],
      answer: '5 m/s^2',
    },
    checkQuestions: [
      { question: 'What is the unit of force?', answer: 'The newton (N)', acceptable: ['newton'] },
      { question: 'Using F = ma, what force in newtons gives a 2 kg mass an acceleration of 4 m/s^2?', answer: '8 N', acceptable: ['8', 'eight'] },
      { question: 'Which force slows down a book sliding across a table?', answer: 'Friction', acceptable: ['friction'] },
    ],
    realWorldExample: 'Seat belts exist because of inertia: when a car stops suddenly, your body keeps moving forward until a force stops it.',
    related: ['science-energy', 'science-solar-system'],
  },
  {
    id: 'science-energy',
    subjectId: 2,
    title: 'Energy',
    keywords: ['energy', 'kinetic energy', 'potential energy', 'energy transfer', 'conservation of energy', 'renewable energy', 'joules', 'energy stores'],
    explanation: {
      child:
        'Energy makes things happen. It makes things move, heat up, light up or make sounds. Food gives your body energy, and a moving ball has energy too. Energy is never used up, but it can change from one kind to another. A torch turns the energy in its battery into light.',
      teen:
        'Energy is what makes things move, warm up or change, and we measure it in joules. It is held in stores: kinetic in moving things, gravitational potential in things high up, chemical in food and fuel, thermal in hot things, and elastic in stretched springs. Energy moves between stores by forces, heating, electricity, light and sound. It can never be made or destroyed, only moved; this is the law of conservation of energy. Some is always wasted as heat, so no machine is perfect.',
      adult:
        "Energy is the capacity to do work, measured in joules. Kinetic energy depends on mass and speed (KE = ½mv^2), so doubling a car's speed gives it four times the kinetic energy, while gravitational potential energy is mgh. Energy is conserved: it is only moved or changed in form, never created or destroyed, but every real transfer spreads some of it out as heat, where it is less useful. Efficiency is the useful energy out divided by the total energy in. Sources are either non-renewable, like coal, oil, gas and uranium, or renewable, like solar, wind and water power, and each has its own costs and benefits.",
    },
    keyConcepts: [
      'Energy is measured in joules',
      'Energy stores: kinetic, potential, chemical, thermal',
      'Energy cannot be created or destroyed, only transferred',
      'Some energy is always wasted as heat',
    ],
    workedExample: {
      problem: 'A ball falls from a shelf and hits the floor. Describe the energy changes.',
      steps: [
        'On the shelf, the ball has gravitational potential energy because of its height.',
        'As it falls, potential energy is transferred to kinetic energy, so it speeds up.',
        'When it hits the floor, the kinetic energy is transferred to sound and heat, with some used to bounce back up.',
      ],
      answer: 'Potential energy becomes kinetic energy, which then becomes sound and heat when the ball lands.',
    },
    checkQuestions: [
      { question: 'What is the unit of energy?', answer: 'The joule (J)', acceptable: ['joule'] },
      { question: 'What type of energy does a moving object have?', answer: 'Kinetic energy', acceptable: ['kinetic'] },
      { question: 'Which law says energy cannot be created or destroyed?', answer: 'The law of conservation of energy', acceptable: ['conservation'] },
    ],
    realWorldExample: 'Food labels list energy in kilojoules or calories, showing how much energy your body can get from the food.',
    related: ['science-forces-motion', 'science-electricity-circuits', 'science-photosynthesis'],
  },
  {
    id: 'science-electricity-circuits',
    subjectId: 2,
    title: 'Electric circuits',
    keywords: ['electric circuits', 'electricity', 'current', 'voltage', 'resistance', 'series circuit', 'parallel circuit', "ohm's law", 'battery and bulb'],
    explanation: {
      child:
        'Electricity flows around a loop called a circuit. The loop must be complete, with no gaps. A battery pushes the electricity round, and wires carry it. A bulb lights up when electricity flows through it. A switch makes a gap to stop the flow, so the bulb goes off.',
      teen:
        "An electric circuit is a complete loop that lets charge flow, and the flow of charge is called current, measured in amps (A). The push from the battery is the voltage, measured in volts (V), and parts of the circuit resist the flow; this resistance is measured in ohms (Ω). Ohm's law links them: V = I x R. In a series circuit, everything is in one loop, so the same current flows through every part and one broken bulb makes them all go out. In a parallel circuit, each part has its own branch, so the others keep working.",
      adult:
        "A circuit needs a source of voltage, a closed conducting path and usually a load such as a lamp or motor. Current (I, in amps) is the rate of flow of charge, voltage (V, in volts) is the energy given to each unit of charge, and resistance (R, in ohms) opposes the current; for many conductors, Ohm's law, V = IR, links them. In series, the current is the same everywhere, and voltages and resistances add up; in parallel, each branch gets the full voltage, currents add up and the total resistance is lower than that of any single branch. Power is given by P = VI. Homes are wired in parallel so appliances work independently, with fuses or breakers to cut off dangerous currents.",
    },
    keyConcepts: [
      'A circuit must be a complete loop',
      'Current in amps, voltage in volts, resistance in ohms',
      "Ohm's law: V = I x R",
      'Series: one path; parallel: several branches',
    ],
    workedExample: {
      problem: 'A 12 V battery is connected to a 4 Ω resistor. What current flows?',
      steps: [
        "Write Ohm's law and rearrange it: V = I x R, so I = V ÷ R.",
        'Substitute the values: I = 12 ÷ 4.',
        'Calculate: I = 3 A.',
      ],
      answer: '3 amps',
    },
    checkQuestions: [
      { question: 'For current to flow, does a circuit need a gap or a complete loop?', answer: 'A complete loop', acceptable: ['complete', 'closed', 'full loop'] },
      { question: 'What is the unit of electric current?', answer: 'The amp (ampere)', acceptable: ['amp'] },
      { question: 'In which type of circuit do the other bulbs stay lit when one bulb breaks?', answer: 'A parallel circuit', acceptable: ['parallel'] },
    ],
    realWorldExample: 'The lights in your home are wired in parallel, so switching off one lamp does not turn off the others.',
    related: ['science-energy', 'science-atoms-elements'],
  },
  {
    id: 'science-atoms-elements',
    subjectId: 2,
    title: 'Atoms and elements',
    keywords: ['atoms', 'elements', 'periodic table', 'protons neutrons electrons', 'atomic number', 'compounds', 'molecules', 'chemical symbols'],
    explanation: {
      child:
        'Everything is made of tiny atoms, far too small to see. An element is made of just one kind of atom. Gold, iron and oxygen are all elements. There are about 118 of them. They are all listed on a chart called the periodic table.',
      teen:
        'Atoms are the tiny building blocks of all matter. Each one has a centre called the nucleus, which holds protons and neutrons, and electrons move around it. Protons are positive, electrons are negative and neutrons have no charge. An element is made of only one type of atom, and its number of protons, called the atomic number, tells you which element it is and where it sits on the periodic table. When atoms of different elements join, they make compounds, such as water, which is made of hydrogen and oxygen.',
      adult:
        'An atom has a small, dense nucleus of protons and neutrons, with electrons in energy levels around it, so most of its volume is empty space. The number of protons, the atomic number, fixes the element, and atoms of one element with different numbers of neutrons are called isotopes, such as carbon-12 and carbon-14. The periodic table orders the elements by atomic number, and elements in the same group share a pattern of outer electrons, so they react in similar ways. Atoms join through ionic or covalent bonds to make compounds with new properties. Sodium and chlorine are each dangerous alone, yet together they make table salt.',
    },
    keyConcepts: [
      'Atoms are made of protons, neutrons and electrons',
      'An element contains only one type of atom',
      'Atomic number = number of protons',
      'Compounds are different elements bonded together',
    ],
    workedExample: {
      problem: 'An atom has 8 protons, 8 neutrons and 8 electrons. Which element is it, and what is its overall charge?',
      steps: [
        'The number of protons is the atomic number, which is 8.',
        'On the periodic table, atomic number 8 is oxygen.',
        'The 8 positive protons and 8 negative electrons cancel out, and neutrons have no charge.',
      ],
      answer: 'Oxygen, with no overall charge (it is neutral).',
    },
    checkQuestions: [
      { question: 'Which particle in an atom has a negative charge?', answer: 'The electron', acceptable: ['electron'] },
      { question: 'What is a substance made of only one type of atom called?', answer: 'An element', acceptable: ['element'] },
      { question: 'What is the chart that lists all the known elements called?', answer: 'The periodic table', acceptable: ['periodic'] },
    ],
    realWorldExample: 'The copper in electrical wires and the helium in party balloons are both elements from the periodic table.',
    related: ['science-chemical-reactions', 'science-states-of-matter'],
  },
  {
    id: 'science-solar-system',
    subjectId: 2,
    title: 'The solar system',
    keywords: ['solar system', 'planets', 'the sun', 'orbit', 'moons', 'earth in space', 'eight planets', 'day and night'],
    explanation: {
      child:
        'Our solar system is the Sun and everything that goes around it. The Sun is a star, and eight planets travel around it. Earth is the third planet from the Sun. Gravity keeps the planets on their paths, called orbits. Many planets have moons that travel around them.',
      teen:
        'The solar system is the Sun and everything held in orbit by its gravity: eight planets, their moons, dwarf planets such as Pluto, asteroids and comets. In order from the Sun, the planets are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. The inner four are small and rocky, while the outer four are giants made mostly of gas and ice. Earth spins on its axis once a day, giving day and night, and takes a year to travel around the Sun. The tilt of its axis causes the seasons.',
      adult:
        "The solar system formed about 4.6 billion years ago from a collapsing cloud of gas and dust, and the Sun holds over 99% of its mass, so its gravity governs the orbits of everything else. The rocky inner planets (Mercury, Venus, Earth and Mars) are small and dense, while the giant planets (Jupiter, Saturn, Uranus and Neptune) have thick atmospheres and many moons. The asteroid belt lies between Mars and Jupiter, and beyond Neptune the Kuiper belt holds icy bodies including Pluto. Orbits are ellipses, and planets farther out move more slowly, as Kepler's laws describe. Earth's seasons come from its 23.5° axial tilt, not from changes in its distance from the Sun.",
    },
    keyConcepts: [
      'The Sun is a star at the centre',
      'Eight planets orbit the Sun',
      'Gravity keeps objects in orbit',
      "Earth's spin gives day and night; one orbit takes a year",
    ],
    workedExample: {
      problem: 'Why is it daytime in London while it is night in Sydney?',
      steps: [
        'Earth spins on its axis once about every 24 hours.',
        'At any moment, only the half of Earth facing the Sun is lit.',
        'London and Sydney are on nearly opposite sides of Earth, so when one faces the Sun, the other faces away.',
      ],
      answer: "Earth's spin means London faces the Sun while Sydney faces away from it.",
    },
    checkQuestions: [
      { question: 'Which planet is closest to the Sun?', answer: 'Mercury', acceptable: ['mercury'] },
      { question: 'How many planets are in our solar system?', answer: 'Eight', acceptable: ['8', 'eight'] },
      { question: 'Which force keeps the planets in orbit around the Sun?', answer: 'Gravity', acceptable: ['gravity', 'gravitation'] },
    ],
    realWorldExample: 'A calendar year is simply the time Earth takes to travel once around the Sun.',
    related: ['science-forces-motion', 'science-energy'],
  },
  {
    id: 'science-digestive-system',
    subjectId: 2,
    title: 'The human digestive system',
    keywords: ['digestive system', 'digestion', 'stomach', 'intestines', 'enzymes', 'how food is digested', 'gut', 'absorbing nutrients'],
    explanation: {
      child:
        'Your body breaks food into tiny bits, and this is called digestion. Your teeth chew the food, and it slides down a tube to your stomach. The stomach mashes it with strong juices. Next, the good parts pass into your blood in the long small intestine. What is left leaves your body as waste.',
      teen:
        'The digestive system breaks food down into small molecules that the body can absorb and use. Digestion starts in the mouth, where teeth chew the food and saliva begins breaking down starch, and then the oesophagus moves it to the stomach, where acid and enzymes start digesting protein. In the small intestine, enzymes from the pancreas and bile from the liver finish the job. Nutrients are then absorbed into the blood through tiny finger-like villi. The large intestine absorbs water, and the remaining waste leaves the body.',
      adult:
        'Digestion is the physical and chemical breakdown of large food molecules into smaller ones the body can absorb. Chewing and the churning of the stomach break food into smaller pieces, while enzymes do the chemical work: amylase turns starch into sugars, proteases turn proteins into amino acids, and lipases turn fats into fatty acids and glycerol. Bile from the liver breaks fat into small droplets, and stomach acid gives the protein-digesting enzymes the conditions they need. Most absorption happens in the small intestine, whose villi create a huge surface rich in blood vessels. The large intestine takes back water and is home to gut bacteria that break down fibre.',
    },
    keyConcepts: [
      'Digestion breaks food into small molecules',
      'Enzymes speed up the chemical breakdown',
      'Nutrients are absorbed in the small intestine',
      'The large intestine absorbs water',
    ],
    workedExample: {
      problem: 'Trace a piece of bread from the mouth into the blood.',
      steps: [
        'Mouth: teeth chew the bread, and saliva starts breaking starch into sugar.',
        'Oesophagus: muscles squeeze the food down to the stomach.',
        'Stomach: acid and churning mix the food into a paste.',
        'Small intestine: enzymes finish turning starch into glucose, which is absorbed through the villi into the blood.',
      ],
      answer: 'Mouth, oesophagus, stomach, small intestine, then into the blood as glucose.',
    },
    checkQuestions: [
      { question: 'In which organ are most nutrients absorbed into the blood?', answer: 'The small intestine', acceptable: ['small intestine'] },
      { question: 'What substances in the body speed up the breakdown of food?', answer: 'Enzymes', acceptable: ['enzyme'] },
      { question: 'What does the large intestine mainly absorb?', answer: 'Water', acceptable: ['water'] },
    ],
    realWorldExample: 'Eating fibre from vegetables and whole grains helps your large intestine move waste along and keeps your gut bacteria healthy.',
    related: ['science-cells', 'science-chemical-reactions'],
  },
  {
    id: 'science-chemical-reactions',
    subjectId: 2,
    title: 'Chemical reactions',
    keywords: ['chemical reactions', 'reactants and products', 'chemical change', 'physical change', 'exothermic', 'combustion', 'burning', 'signs of a reaction'],
    explanation: {
      child:
        'In a chemical reaction, things change into new stuff. Baking a cake is a reaction, and so is rust on an old bike. Look for signs like bubbles, a new colour or heat. Melting ice is not a reaction. It is still water, just in a new form.',
      teen:
        'In a chemical reaction, atoms are rearranged to make new substances. The chemicals you start with are reactants, and the new ones are products: when gas burns on a stove, methane and oxygen make carbon dioxide and water. Signs of a reaction include a colour change, gas bubbles, a change in temperature, light, or a solid forming in a liquid. Melting and dissolving are physical changes, but chemical changes are usually hard to undo. Atoms are never made or destroyed, so the total mass stays the same.',
      adult:
        'A chemical reaction breaks bonds in the reactants and forms new bonds in the products, making substances with new properties. Atoms are conserved, so mass is too, and a balanced equation shows the same number of each kind of atom on both sides, as in 2H2 + O2 → 2H2O for hydrogen burning. Reactions that give out energy, such as burning and respiration, are exothermic, while those that take energy in, such as photosynthesis, are endothermic. Reactions speed up with more heat, higher concentration, more surface area or a catalyst, which lowers the energy needed to start the reaction and is not used up. Common types include burning, rusting and neutralisation, where an acid reacts with a base.',
    },
    keyConcepts: [
      'Reactants change into new products',
      'Atoms are rearranged, never created or destroyed',
      'Signs: colour change, gas, heat, light, a new solid',
      'Exothermic reactions give out heat; endothermic ones take it in',
    ],
    workedExample: {
      problem: 'Balance the equation H2 + O2 → H2O.',
      steps: [
        'Count the atoms: the left has 2 H and 2 O, and the right has 2 H and 1 O.',
        'Put a 2 in front of H2O to balance oxygen: H2 + O2 → 2H2O, so the right now has 4 H and 2 O.',
        'Put a 2 in front of H2 to balance hydrogen: 2H2 + O2 → 2H2O.',
        'Check: there are 4 H and 2 O on each side.',
      ],
      answer: '2H2 + O2 → 2H2O',
    },
    checkQuestions: [
      { question: 'What are the substances at the start of a reaction called?', answer: 'Reactants', acceptable: ['reactant'] },
      { question: 'Is melting ice a chemical change or a physical change?', answer: 'A physical change', acceptable: ['physical'] },
      { question: 'What do we call a reaction that gives out heat?', answer: 'Exothermic', acceptable: ['exothermic'] },
    ],
    realWorldExample: 'Cooking an egg is a chemical reaction: heat changes the proteins, and you cannot turn it back into a raw egg.',
    related: ['science-atoms-elements', 'science-states-of-matter', 'science-energy'],
  },
];
